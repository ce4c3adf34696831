import { DELIVERY_TABLE_SETTINGS } from '../deliveries/delivery.table';
import { INVENTORY_TABLE_SETTINGS } from '../inventory/inventory.table';
import { ITEM_TABLE_SETTINGS } from '../items/item.table';
import { PURCHASING_TABLE_SETTINGS } from '../purchasing/purchasing.table';
import { EQUIPMENT_TABLE_SETTINGS } from '../equipment/equipment.table';
import { SHIFT_TABLE_SETTINGS } from '../manpower/shift.table';
import { HOLIDAY_TABLE_SETTINGS } from '../manpower/holiday.table';
import { HRIS_TABLE_SETTINGS } from '../manpower/employee.table';
import { SCHOOL_RECORDS_TABLE_SETTINGS } from '../school/records.table';
import { FILING_TABLE_SETTINGS } from '../manpower/filing.table';
import { PLAN_TABLE_SETTINGS } from '../payroll/plan.table';
import { PAYROLL_TABLE_SETTINGS } from '../payroll/payroll.table';
import { PAYSLIP_TABLE_SETTINGS } from '../payroll/payslip.table';
import { RECEIVABLES_TABLE_SETTINGS } from '../treasury/receivables.table';
import { PETTY_CASH_TABLE_SETTINGS } from '../treasury/petty-cash.table';
import { TREASURY_TABLE_SETTINGS } from '../treasury/treasury.table';
import { DEVELOPER_DATA_TABLE_SETTINGS } from '../developer/developer-data.table';
import { DEVELOPER_TOOLS_TABLE_SETTINGS } from '../developer/developer-tools.table';
import { LEAD_STAGES, PROJECT_STAGES, WIN_PROBABILITIES } from '../leads/lead.constants';

/**
 * Table settings per table key: the columns a client shows, which sort, the filters and the
 * search-by choices. The server maps each key to SQL; the web table renders from the same data.
 * Tables default to createdAt descending (spec part 2 section 9).
 */
export interface TableColumn {
  key: string;
  label: string;
  isSortable?: boolean;
  kind?: 'text' | 'date' | 'boolean' | 'badge' | 'number';
}

export interface TableFilterSetting {
  key: string;
  label: string;
  /** A select-box URL (relative to the API) whose options fill the filter. */
  optionsUrl?: string;
  options?: { label: string; value: string }[];
}

export interface TableSettings {
  key: string;
  label: string;
  columns: TableColumn[];
  searchBy: { key: string; label: string }[];
  filters: TableFilterSetting[];
  defaultSort: { sortBy: string; sortOrder: 'asc' | 'desc' };
}

const DEFAULT_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

const accountColumns: TableColumn[] = [
  { key: 'name', label: 'Name', isSortable: true },
  { key: 'email', label: 'Email', isSortable: true },
  { key: 'roleName', label: 'Role', isSortable: true },
  { key: 'userLevelName', label: 'User Level' },
  { key: 'branchName', label: 'Branch' },
  { key: 'isVerified', label: 'Verified', kind: 'boolean' },
  { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
];

const accountSearch = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
];

export const TABLE_SETTINGS: Record<string, TableSettings> = {
  account: {
    key: 'account',
    label: 'Users',
    columns: accountColumns,
    searchBy: accountSearch,
    filters: [{ key: 'roleId', label: 'Roles', optionsUrl: '/select-box/role-list' }],
    defaultSort: DEFAULT_SORT,
  },
  'inactive-account': {
    key: 'inactive-account',
    label: 'Inactive Users',
    columns: accountColumns,
    searchBy: accountSearch,
    filters: [{ key: 'roleId', label: 'Roles', optionsUrl: '/select-box/role-list' }],
    defaultSort: DEFAULT_SORT,
  },
  invitation: {
    key: 'invitation',
    label: 'Invitations',
    columns: [
      { key: 'email', label: 'Email', isSortable: true },
      { key: 'roleName', label: 'Role' },
      { key: 'status', label: 'Status', kind: 'badge' },
      { key: 'expiresAt', label: 'Expires', isSortable: true, kind: 'date' },
      { key: 'createdAt', label: 'Sent', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'email', label: 'Email' }],
    filters: [
      {
        key: 'status',
        label: 'Statuses',
        options: [
          { label: 'Pending', value: 'PENDING' },
          { label: 'Accepted', value: 'ACCEPTED' },
          { label: 'Expired', value: 'EXPIRED' },
        ],
      },
    ],
    defaultSort: DEFAULT_SORT,
  },
  role: {
    key: 'role',
    label: 'Roles',
    columns: [
      { key: 'name', label: 'Role Name', isSortable: true },
      { key: 'roleGroupName', label: 'Role Group' },
      { key: 'isFullAccess', label: 'Full Access', kind: 'boolean' },
      { key: 'scopeCount', label: 'Scopes', kind: 'number' },
      { key: 'accountCount', label: 'Users', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Role Name' }],
    filters: [{ key: 'roleGroupId', label: 'Role Groups', optionsUrl: '/select-box/role-group-list' }],
    defaultSort: DEFAULT_SORT,
  },
  'role-group': {
    key: 'role-group',
    label: 'Role Groups',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'description', label: 'Description' },
      { key: 'roleCount', label: 'Roles', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  'user-level': {
    key: 'user-level',
    label: 'User Levels',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'level', label: 'Level', isSortable: true, kind: 'number' },
      { key: 'description', label: 'Description' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  company: {
    key: 'company',
    label: 'Companies',
    columns: [
      { key: 'name', label: 'Company', isSortable: true },
      { key: 'isSuspended', label: 'Status', isSortable: true },
      // Usage (decision 0070): users, counted records, storage of uploads, latest sign-in.
      { key: 'accountCount', label: 'Users', kind: 'number' },
      { key: 'recordCount', label: 'Records', kind: 'number' },
      { key: 'storageBytes', label: 'Storage' },
      { key: 'lastActivityAt', label: 'Last activity', kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Company' }],
    filters: [],
    defaultSort: { sortBy: 'name', sortOrder: 'asc' },
  },
  'default-role': {
    key: 'default-role',
    label: 'Default roles',
    columns: [
      { key: 'name', label: 'Role', isSortable: true },
      { key: 'isFullAccess', label: 'Full access', kind: 'boolean' },
      { key: 'scopeList', label: 'Scopes' },
      { key: 'updatedAt', label: 'Changed', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Role' }],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  'default-user-level': {
    key: 'default-user-level',
    label: 'Default user levels',
    columns: [
      { key: 'name', label: 'User level', isSortable: true },
      { key: 'level', label: 'Level', isSortable: true, kind: 'number' },
      { key: 'description', label: 'Description' },
      { key: 'updatedAt', label: 'Changed', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'User level' }],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  'developer-account': {
    key: 'developer-account',
    label: 'Users',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'email', label: 'Email', isSortable: true },
      { key: 'companyName', label: 'Company', isSortable: true },
      { key: 'roleName', label: 'Role' },
      { key: 'isDeveloper', label: 'Developer', kind: 'boolean' },
      { key: 'isDeleted', label: 'Inactive', kind: 'boolean' },
      { key: 'lastSignInAt', label: 'Last sign-in', kind: 'date' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [...accountSearch, { key: 'companyName', label: 'Company' }],
    filters: [{ key: 'companyId', label: 'Companies', optionsUrl: '/select-box/company-list' }],
    defaultSort: DEFAULT_SORT,
  },
  // The lead list (PUT /lead). The closing month (endMonth, a month picker) and the deleted view are set by the page.
  lead: {
    key: 'lead',
    label: 'Leads',
    columns: [
      { key: 'name', label: 'Lead', isSortable: true },
      { key: 'client', label: 'Client' },
      { key: 'leadBoardStage', label: 'Stage', isSortable: true },
      { key: 'budget', label: 'ABC', isSortable: true },
      { key: 'winProbability', label: 'Win Probability', isSortable: true },
      { key: 'endDate', label: 'Closing Date', isSortable: true },
      { key: 'relationshipOwner', label: 'Owner' },
    ],
    searchBy: [{ key: 'name', label: 'Lead Name' }],
    filters: [
      { key: 'relationshipOwnerId', label: 'Owners', optionsUrl: '/select-box/user-list' },
      { key: 'clientId', label: 'Clients', optionsUrl: '/select-box/client-list' },
      { key: 'boardKey', label: 'Stages', options: LEAD_STAGES.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'winProbability', label: 'Probabilities', options: WIN_PROBABILITIES.map((w) => ({ label: w.label, value: w.key })) },
    ],
    defaultSort: DEFAULT_SORT,
  },
  project: {
    key: 'project',
    label: 'Projects',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'clientName', label: 'Client', isSortable: true },
      { key: 'boardKey', label: 'Stage', isSortable: true, kind: 'badge' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'budget', label: 'Budget', isSortable: true, kind: 'number' },
      { key: 'startDate', label: 'Start', isSortable: true, kind: 'date' },
      { key: 'endDate', label: 'End', isSortable: true, kind: 'date' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [
      { key: 'boardKey', label: 'Stages', options: PROJECT_STAGES.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'clientId', label: 'Clients', optionsUrl: '/select-box/client-list' },
    ],
    defaultSort: DEFAULT_SORT,
  },
  job: {
    key: 'job',
    label: 'Jobs',
    columns: [
      { key: 'id', label: 'ID', isSortable: true, kind: 'number' },
      { key: 'name', label: 'Job', isSortable: true },
      { key: 'state', label: 'State', kind: 'badge' },
      { key: 'attempts', label: 'Attempts', kind: 'number' },
      { key: 'progress', label: 'Progress', kind: 'number' },
      { key: 'lastError', label: 'Last Error' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Job' }],
    // The queue screen filters by state with its tabs (with counts) and by type with its own select (decision 0071).
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
};

/** Sales pipeline tables: saved locations, clients, organisations and their contact persons. */
export const SALES_TABLE_SETTINGS: Record<string, TableSettings> = {
  location: {
    key: 'location',
    label: 'Locations',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'fullAddress', label: 'Address' },
      { key: 'municipalityName', label: 'City / Municipality', isSortable: true },
      { key: 'zipCode', label: 'Zip Code', isSortable: true },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'street', label: 'Street' },
      { key: 'municipalityName', label: 'City / Municipality' },
    ],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  client: {
    key: 'client',
    label: 'Clients',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'email', label: 'Email', isSortable: true },
      { key: 'contactNumber', label: 'Contact Number' },
      { key: 'locationName', label: 'Location' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
    ],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  organization: {
    key: 'organization',
    label: 'Companies',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'industry', label: 'Industry', isSortable: true },
      { key: 'email', label: 'Email' },
      { key: 'contactNumber', label: 'Contact Number' },
      { key: 'clientName', label: 'Client' },
      { key: 'peopleCount', label: 'People', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'industry', label: 'Industry' },
      { key: 'email', label: 'Email' },
    ],
    filters: [{ key: 'clientId', label: 'Clients', optionsUrl: '/select-box/client-list' }],
    defaultSort: DEFAULT_SORT,
  },
  person: {
    key: 'person',
    label: 'People',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'position', label: 'Position', isSortable: true },
      { key: 'organizationName', label: 'Company', isSortable: true },
      { key: 'email', label: 'Email' },
      { key: 'contactNumber', label: 'Contact Number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'organizationName', label: 'Company' },
    ],
    filters: [
      { key: 'organizationId', label: 'Companies', optionsUrl: '/select-box/organization-list' },
      { key: 'clientId', label: 'Clients', optionsUrl: '/select-box/client-list' },
    ],
    defaultSort: DEFAULT_SORT,
  },
};
Object.assign(TABLE_SETTINGS, SALES_TABLE_SETTINGS, ITEM_TABLE_SETTINGS, INVENTORY_TABLE_SETTINGS, PURCHASING_TABLE_SETTINGS, EQUIPMENT_TABLE_SETTINGS, DELIVERY_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, SHIFT_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, HOLIDAY_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, PAYROLL_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, HRIS_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, FILING_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, PLAN_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, PAYSLIP_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, RECEIVABLES_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, PETTY_CASH_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, TREASURY_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, DEVELOPER_DATA_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, SCHOOL_RECORDS_TABLE_SETTINGS);
Object.assign(TABLE_SETTINGS, DEVELOPER_TOOLS_TABLE_SETTINGS);

export function getTableSettings(key: string): TableSettings | undefined {
  return TABLE_SETTINGS[key];
}
