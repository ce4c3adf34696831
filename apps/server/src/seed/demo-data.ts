/** The demo company: Philippine names and addresses, roles from full access to narrow ones. */
export const DEMO_COMPANY = {
  name: 'Bayanihan Builders Corporation',
  address: '2F Rizal Tower, 125 Ayala Avenue, Barangay San Lorenzo, Makati City, Metro Manila 1223',
};

export const DEMO_BRANCHES = [
  { name: 'Makati Main Office', address: '125 Ayala Avenue, Makati City, Metro Manila' },
  { name: 'Cebu Branch', address: 'Osmeña Boulevard, Barangay Kamputhaw, Cebu City, Cebu' },
  { name: 'Davao Branch', address: 'J.P. Laurel Avenue, Barangay Bajada, Davao City, Davao del Sur' },
];

export const DEMO_ROLE_GROUPS = [
  { name: 'Management', description: 'Owners and officers' },
  { name: 'Sales and Estimating', description: 'Business development, estimators' },
  { name: 'Operations', description: 'Warehouse, purchasing, HR and payroll' },
];

export const DEMO_USER_LEVELS = [
  { name: 'Staff', level: 1, description: 'Rank and file' },
  { name: 'Supervisor', level: 2, description: 'Team leads and engineers' },
  { name: 'Manager', level: 3, description: 'Department heads' },
];

export interface DemoRole {
  name: string;
  group: string;
  isFullAccess?: boolean;
  isDeveloper?: boolean;
  scopeList: string[] | ((all: readonly string[]) => string[]);
}

export const DEMO_ROLES: DemoRole[] = [
  { name: 'Owner', group: 'Management', isFullAccess: true, scopeList: (all) => [...all] },
  { name: 'Developer', group: 'Management', isFullAccess: true, isDeveloper: true, scopeList: (all) => [...all] },
  { name: 'Sales', group: 'Sales and Estimating', scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS', 'CALENDAR_ACCESS'] },
  {
    name: 'Estimator',
    group: 'Sales and Estimating',
    // Approving a take-off and unlocking a BOQ are the Estimator's and the Owner's (full access), not Sales'.
    scopeList: ['PROJECT_ACCESS', 'PROJECT_QTO_APPROVE_ACCESS', 'PROJECT_BOQ_UNLOCK_ACCESS', 'ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_ADVANCE_ACCESS', 'ASSET_PURCHASING_SUPPLIERS_ACCESS', 'CALENDAR_ACCESS'],
  },
  {
    name: 'Warehouse',
    group: 'Operations',
    // Receiving into a warehouse is the warehouse's; approving purchases is the Owner's (full access).
    scopeList: (all) => all.filter((s) => s.startsWith('ASSET_WAREHOUSE_') || s.startsWith('ASSET_ITEM_')).concat('ASSET_PURCHASING_SUPPLIERS_ACCESS', 'ASSET_RECEIVING_ACCESS'),
  },
  // The calendar shows Sales and Estimating their meetings and tasks, HR its holidays and payroll cutoffs.
  { name: 'HR and Payroll', group: 'Operations', scopeList: (all) => all.filter((s) => s.startsWith('MANPOWER_')).concat('CALENDAR_ACCESS') },
  { name: 'Administrator', group: 'Management', scopeList: (all) => all.filter((s) => s.startsWith('SETTINGS_')) },
  // Treasury keeps the money and pays; approving requests for payment and liquidations is the Owner's (full access).
  { name: 'Treasurer', group: 'Operations', scopeList: (all) => all.filter((s) => s.startsWith('TREASURY_') && !s.endsWith('_APPROVE_ACCESS')) },
];

export interface DemoAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: string;
  level: string;
  isDeveloper?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { firstName: 'Dev', lastName: 'Reyes', email: 'dev@haligi.local', password: 'Developer123!', role: 'Developer', level: 'Manager', isDeveloper: true },
  { firstName: 'Ramon', lastName: 'Villanueva', email: 'owner@bayanihan.ph', password: 'Owner12345!', role: 'Owner', level: 'Manager' },
  { firstName: 'Maria', lastName: 'Santos', email: 'sales@bayanihan.ph', password: 'Sales12345!', role: 'Sales', level: 'Staff' },
  { firstName: 'Jose', lastName: 'Mercado', email: 'estimator@bayanihan.ph', password: 'Estimator123!', role: 'Estimator', level: 'Supervisor' },
  { firstName: 'Teodoro', lastName: 'Aquino', email: 'warehouse@bayanihan.ph', password: 'Warehouse123!', role: 'Warehouse', level: 'Supervisor' },
  { firstName: 'Ligaya', lastName: 'Dela Cruz', email: 'hr@bayanihan.ph', password: 'Payroll12345!', role: 'HR and Payroll', level: 'Supervisor' },
  { firstName: 'Andres', lastName: 'Bonifacio', email: 'admin@bayanihan.ph', password: 'Admin12345!', role: 'Administrator', level: 'Manager' },
  { firstName: 'Corazon', lastName: 'Reyes', email: 'treasury@bayanihan.ph', password: 'Treasury123!', role: 'Treasurer', level: 'Supervisor' },
];
