/**
 * The scope catalogue: one access scope per member screen (spec part 1 section 6).
 * Names follow the spec's families: ASSET_*_ACCESS, MANPOWER_*_ACCESS, TREASURY_*_ACCESS,
 * SETTINGS_*_ACCESS, SCHOOL_*_ACCESS, plus the shared and special ones the spec names.
 */
export interface ScopeDefinition {
  key: string;
  label: string;
  module: ScopeModule;
}

export type ScopeModule =
  | 'Projects'
  | 'Leads'
  | 'Assets'
  | 'Manpower'
  | 'Treasury'
  | 'Settings'
  | 'School'
  | 'General';

const scope = (key: string, label: string, module: ScopeModule): ScopeDefinition => ({ key, label, module });

export const SCOPES: readonly ScopeDefinition[] = [
  scope('PROJECT_ACCESS', 'Projects', 'Projects'),
  scope('PROJECT_QTO_APPROVE_ACCESS', 'Approve quantity take-offs', 'Projects'),
  scope('PROJECT_BOQ_UNLOCK_ACCESS', 'Unlock bills of quantities', 'Projects'),
  scope('LEADS_ACCESS', 'Leads', 'Leads'),
  scope('CALENDAR_ACCESS', 'Calendar', 'General'),
  scope('EMAIL_ACCESS', 'Email', 'General'),

  scope('ASSET_WAREHOUSE_COMPANY_ACCESS', 'Company warehouses', 'Assets'),
  scope('ASSET_WAREHOUSE_PROJECT_ACCESS', 'Project warehouses', 'Assets'),
  scope('ASSET_WAREHOUSE_INTRANSIT_ACCESS', 'In-transit warehouses', 'Assets'),
  scope('ASSET_WAREHOUSE_TEMPORARY_ACCESS', 'Temporary warehouses', 'Assets'),
  scope('ASSET_ITEM_SIMPLE_ACCESS', 'Simple items', 'Assets'),
  scope('ASSET_ITEM_ADVANCE_ACCESS', 'Items with variations', 'Assets'),
  scope('ASSET_ITEM_DELETED_ACCESS', 'Deleted items', 'Assets'),
  scope('ASSET_PURCHASING_REQUEST_ACCESS', 'Purchase requests', 'Assets'),
  scope('ASSET_PURCHASING_ORDER_ACCESS', 'Purchase orders', 'Assets'),
  scope('ASSET_PURCHASING_SUPPLIERS_ACCESS', 'Suppliers', 'Assets'),
  scope('ASSET_PURCHASING_REQUEST_APPROVE_ACCESS', 'Approve purchase requests', 'Assets'),
  scope('ASSET_PURCHASING_ORDER_APPROVE_ACCESS', 'Approve purchase orders', 'Assets'),
  scope('ASSET_DELIVERIES_APPROVE_ACCESS', 'Approve deliveries', 'Assets'),
  scope('ASSET_RECEIVING_ACCESS', 'Receive purchase orders into warehouses', 'Assets'),
  scope('ASSET_DELIVERIES_PENDING_ACCESS', 'Pending deliveries', 'Assets'),
  scope('ASSET_DELIVERIES_TRUCK_LOAD_ACCESS', 'Truck loads', 'Assets'),
  scope('ASSET_DELIVERIES_DONE_ACCESS', 'Done deliveries', 'Assets'),
  scope('ASSET_DELIVERIES_CANCELED_ACCESS', 'Canceled deliveries', 'Assets'),
  scope('ASSET_EQUIPMENT_LIST_ACCESS', 'Equipment', 'Assets'),
  scope('ASSET_EQUIPMENT_PARTS_ACCESS', 'Equipment parts', 'Assets'),
  scope('ASSET_EQUIPMENT_JOBORDERS_ACCESS', 'Job orders', 'Assets'),
  scope('ASSET_EQUIPMENT_JOBORDERS_APPROVE_ACCESS', 'Approve job orders', 'Assets'),

  scope('MANPOWER_DASHBOARD_ACCESS', 'Manpower dashboard', 'Manpower'),
  scope('MANPOWER_PAYROLL_CENTER_ACCESS', 'Payroll center', 'Manpower'),
  scope('MANPOWER_PAYSLIP_CENTER_ACCESS', 'Payslip center', 'Manpower'),
  scope('MANPOWER_TIME_KEEPING_ACCESS_ALL', 'Time keeping (all branches)', 'Manpower'),
  scope('MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH', 'Time keeping (own branch)', 'Manpower'),
  scope('MANPOWER_TIME_IMPORTATION_ACCESS', 'Time importation', 'Manpower'),
  scope('MANPOWER_HRIS_ACCESS', 'HRIS', 'Manpower'),
  scope('MANPOWER_TIME_KEEPING_DEVICE_ACCESS', 'Time keeping devices', 'Manpower'),
  scope('MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS', 'Time keeping raw logs', 'Manpower'),
  scope('MANPOWER_TEAM_ATTENDANCE_ACCESS', 'Team attendance', 'Manpower'),
  scope('MANPOWER_TEAM_SHIFTING_MANAGEMENT_ACCESS', 'Team shifting', 'Manpower'),
  scope('MANPOWER_TEAM_MANAGEMENT_ACCESS', 'Team management', 'Manpower'),
  scope('MANPOWER_PAYROLL_GROUP_ACCESS', 'Payroll groups', 'Manpower'),
  scope('MANPOWER_HOLIDAYS_ACCESS', 'Holidays', 'Manpower'),
  scope('MANPOWER_DEDUCTION_ACCESS', 'Deductions and deduction plans', 'Manpower'),
  scope('MANPOWER_ALLOWANCE_ACCESS', 'Allowances and allowance plans', 'Manpower'),
  scope('MANPOWER_SERVICE_INCENTIVE_LEAVE_ACCESS', 'Service incentive leave and plans', 'Manpower'),
  scope('MANPOWER_PAYROLL_APPROVERS_ACCESS', 'Payroll approvers', 'Manpower'),
  scope('MANPOWER_PAYROLL_APPROVE_ACCESS', 'Approve payroll cutoffs', 'Manpower'),
  scope('MANPOWER_FILING_APPROVE_ACCESS', 'Approve filings', 'Manpower'),
  scope('MANPOWER_TIME_KEEPING_APPROVE_ACCESS', 'Approve attendance adjustments', 'Manpower'),
  scope('MANPOWER_TAX_TABLE_ACCESS', 'Tax table', 'Manpower'),
  scope('MANPOWER_PHILHEALTH_ACCESS', 'PhilHealth table', 'Manpower'),
  scope('MANPOWER_SSS_ACCESS', 'SSS table', 'Manpower'),
  scope('MANPOWER_PAGIBIG_ACCESS', 'Pag-IBIG table', 'Manpower'),
  scope('MANPOWER_SCHEDULE_MANAGEMENT_ACCESS', 'Schedule management', 'Manpower'),
  scope('MANPOWER_SHIFT_MANAGEMENT_ACCESS', 'Shift management', 'Manpower'),
  scope('MANPOWER_CUTOFF_MANAGEMENT_ACCESS', 'Cutoff management', 'Manpower'),
  scope('MANPOWER_INDIVIDUAL_SCHEDULING_ACCESS', 'Individual scheduling', 'Manpower'),
  scope('MANPOWER_TEAM_SCHEDULING_ACCESS', 'Team scheduling', 'Manpower'),
  scope('MANPOWER_REPORTS_SSS_ACCESS', 'SSS report', 'Manpower'),
  scope('MANPOWER_REPORTS_PHILHEALTH_ACCESS', 'PhilHealth report', 'Manpower'),
  scope('MANPOWER_REPORTS_PAGIBIG_ACCESS', 'Pag-IBIG report', 'Manpower'),
  scope('MANPOWER_REPORTS_TAX_ACCESS', 'Tax report', 'Manpower'),

  scope('TREASURY_ACCESS', 'Treasury overview', 'Treasury'),
  scope('TREASURY_PAYABLES', 'Payables', 'Treasury'),
  scope('TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS', 'Payables: purchase orders', 'Treasury'),
  scope('TREASURY_PAYABLES_SUPPLIERS_ACCESS', 'Payables: suppliers', 'Treasury'),
  scope('TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS', 'Payables: requests for payment', 'Treasury'),
  scope('TREASURY_RECEIVABLES', 'Receivables', 'Treasury'),
  scope('TREASURY_RECEIVABLES_PROJECT_ACCESS', 'Receivables: projects', 'Treasury'),
  scope('TREASURY_RECEIVABLES_CLIENT_ACCESS', 'Receivables: clients', 'Treasury'),
  scope('TREASURY_RECEIVABLES_LOGS_ACCESS', 'Receivables: logs', 'Treasury'),
  scope('TREASURY_RECEIVABLES_REVIEW_ACCESS', 'Receivables: review', 'Treasury'),
  scope('TREASURY_PETTYCASH_ACCESS', 'Petty cash', 'Treasury'),
  scope('TREASURY_PETTYCASH_LIQUIDATION_ACCESS', 'Petty cash liquidation', 'Treasury'),
  scope('TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS', 'Approve liquidations', 'Treasury'),
  scope('TREASURY_PAYABLES_REQUEST_PAYMENT_APPROVE_ACCESS', 'Approve requests for payment', 'Treasury'),

  scope('SETTINGS_EMAIL_ACCESS', 'Email settings', 'Settings'),
  scope('SETTINGS_COMPANY_ACCESS', 'Company', 'Settings'),
  scope('SETTINGS_WORKFLOW', 'Workflows', 'Settings'),
  scope('SETTINGS_WORKFLOW_ACCESS', 'Purchase request workflow', 'Settings'),
  scope('SETTINGS_WORKFLOW_DELIVERY_ACCESS', 'Delivery workflow', 'Settings'),
  scope('SETTINGS_WORKFLOW_LIQUIDATION_ACCESS', 'Liquidation workflow', 'Settings'),
  scope('SETTINGS_DEVELOPER_PROMOTION_ACCESS', 'Developer promotion', 'Settings'),
  scope('SETTINGS_ABOUT_ACCESS', 'About', 'Settings'),
  scope('SETTINGS_BRANCHES_ACCESS', 'Branches', 'Settings'),
  scope('SETTINGS_USER_ACCESS', 'Users', 'Settings'),
  scope('SETTINGS_USER_INVITE_ACCESS', 'Invite users', 'Settings'),
  scope('SETTINGS_INACTIVE_USERS_ACCESS', 'Inactive users', 'Settings'),
  scope('SETTINGS_ROLE_GROUP_ACCESS', 'Role groups', 'Settings'),
  scope('SETTINGS_ROLES_ACCESS', 'Roles', 'Settings'),
  scope('SETTINGS_USER_LEVEL_ACCESS', 'User levels', 'Settings'),
  scope('SETTINGS_SCOPE_ACCESS', 'Scopes', 'Settings'),
  scope('SETTINGS_SYSTEM_EMAILS_ACCESS', 'System emails', 'Settings'),

  scope('SCHOOL_STUDENT_ACCESS', 'Students', 'School'),
  scope('SCHOOL_GUARDIAN_ACCESS', 'Guardians', 'School'),
  scope('SCHOOL_DEVICE_ACCESS', 'Devices', 'School'),
  scope('SCHOOL_GATE_ACCESS', 'Gates', 'School'),
  scope('SCHOOL_SCHOOL_YEAR_ACCESS', 'School years', 'School'),
  scope('SCHOOL_GRADE_LEVEL_ACCESS', 'Grade levels', 'School'),
  scope('SCHOOL_SECTION_ACCESS', 'Sections', 'School'),
  scope('SCHOOL_COURSE_ACCESS', 'Courses', 'School'),
  scope('SCHOOL_ENROLLMENT_ACCESS', 'Enrollment', 'School'),
  scope('SCHOOL_ATTENDANCE_ACCESS', 'Attendance', 'School'),
  scope('SCHOOL_GRADING_ACCESS', 'Grading', 'School'),
];

export const SCOPE_KEYS: readonly string[] = SCOPES.map((s) => s.key);

export function isKnownScope(key: string): boolean {
  return SCOPE_KEYS.includes(key);
}
