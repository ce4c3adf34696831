import Decimal from 'decimal.js';

/** Status sets (spec DECISIONS "Status sets"), with the labels their badges show. */
export const EQUIPMENT_STATUS_LIST = [
  { key: 'AVAILABLE', label: 'Available', color: 'teal' },
  { key: 'IN_USE', label: 'In Use', color: 'blue' },
  { key: 'UNDER_REPAIR', label: 'Under Repair', color: 'orange' },
  { key: 'RETIRED', label: 'Retired', color: 'dark' },
] as const;

export const EQUIPMENT_METER_TYPE_LIST = [
  { key: 'HOURS', label: 'Hour meter', unit: 'hrs' },
  { key: 'KILOMETERS', label: 'Odometer', unit: 'km' },
] as const;

export const JOB_ORDER_STATUS_LIST = [
  { key: 'FOR_APPROVAL', label: 'For Approval', color: 'yellow' },
  { key: 'RETURNED', label: 'Returned', color: 'orange' },
  { key: 'APPROVED', label: 'Approved', color: 'teal' },
  { key: 'IN_PROGRESS', label: 'In Progress', color: 'blue' },
  { key: 'DONE', label: 'Done', color: 'green' },
  { key: 'REJECTED', label: 'Rejected', color: 'red' },
  { key: 'CANCELED', label: 'Canceled', color: 'dark' },
] as const;

export type EquipmentStatus = (typeof EQUIPMENT_STATUS_LIST)[number]['key'];
export type EquipmentMeterType = (typeof EQUIPMENT_METER_TYPE_LIST)[number]['key'];
export type JobOrderStatus = (typeof JOB_ORDER_STATUS_LIST)[number]['key'];
export const EQUIPMENT_STATUS_KEYS = EQUIPMENT_STATUS_LIST.map((s) => s.key) as [EquipmentStatus, ...EquipmentStatus[]];
export const EQUIPMENT_METER_TYPE_KEYS = EQUIPMENT_METER_TYPE_LIST.map((s) => s.key) as [EquipmentMeterType, ...EquipmentMeterType[]];
export const JOB_ORDER_STATUS_KEYS = JOB_ORDER_STATUS_LIST.map((s) => s.key) as [JobOrderStatus, ...JobOrderStatus[]];

export const JOB_ORDER_CODE_PREFIX = 'JO';

/** The kinds of a unit's history (equipment_events.kind). */
export const EQUIPMENT_EVENT_LIST = [
  { key: 'REGISTERED', label: 'Registered' },
  { key: 'ASSIGNED', label: 'Assignment changed' },
  { key: 'STATUS', label: 'Status changed' },
  { key: 'METER', label: 'Meter reading' },
  { key: 'JOB_ORDER', label: 'Job order' },
] as const;
export type EquipmentEventKind = (typeof EQUIPMENT_EVENT_LIST)[number]['key'];

export const EQUIPMENT_MESSAGES = {
  created: 'Equipment registered successfully',
  updated: 'Equipment updated successfully',
  deleted: 'Equipment deleted successfully',
  meterSaved: 'Meter reading saved',
  partAdded: 'Spare part added',
  partRemoved: 'Spare part removed',
  duplicateCode: (code: string) => `Equipment code ${code} is already used`,
  projectOrWarehouse: 'Assign the unit to a project or a warehouse, not both',
  meterBackwards: (current: string) => `The meter reading cannot go below the current reading of ${current}`,
  partExists: 'This item is already a spare part of the unit',
  stockItemOnly: (name: string) => `${name} is not a published stock item`,
  deleteOpenJobOrder: 'The unit has an open job order; complete or cancel it first',
} as const;

export const JOB_ORDER_MESSAGES = {
  created: 'Job order created successfully',
  submitted: 'Job order submitted for approval',
  partsIssued: 'Parts issued to the job order',
  laborAdded: 'Labor added to the job order',
  completed: 'Job order completed',
  canceled: 'Job order canceled',
  retiredUnit: 'A retired unit cannot get a job order',
  notSubmittable: 'Only a returned job order can be submitted again',
  notIssuable: (status: string) => `Parts can be issued only while the job order is Approved or In Progress (it is ${status})`,
  notLaborable: (status: string) => `Labor can be added only while the job order is Approved or In Progress (it is ${status})`,
  notCompletable: (status: string) => `Only an Approved or In Progress job order can be completed (it is ${status})`,
  notCancelable: (status: string) => `A job order that is ${status} cannot be canceled`,
  partsIssuedNoCancel: 'Parts were issued to this job order; complete it instead of canceling',
} as const;

/** Where a unit is: a project or a warehouse, never both. */
export function placementValid(placement: { projectId: number | null; warehouseId: number | null }): boolean {
  return placement.projectId === null || placement.warehouseId === null;
}

/** A meter only goes up (or stays): a reading below the current one is refused. */
export function meterReadingAllowed(current: Decimal.Value, next: Decimal.Value): boolean {
  return new Decimal(next).greaterThanOrEqualTo(current);
}

/** A job order takes parts and labour while APPROVED or IN_PROGRESS. */
export function jobOrderOpenForWork(status: string): boolean {
  return status === 'APPROVED' || status === 'IN_PROGRESS';
}

/** A job order still to be finished: waiting, returned, approved or in progress. */
export function jobOrderOpen(status: string): boolean {
  return status === 'FOR_APPROVAL' || status === 'RETURNED' || status === 'APPROVED' || status === 'IN_PROGRESS';
}

/** Can be canceled: open and no part issued yet (IN_PROGRESS has stock charged to it; it is completed instead). */
export function jobOrderCancelable(status: string): boolean {
  return status === 'FOR_APPROVAL' || status === 'RETURNED' || status === 'APPROVED';
}

/** A unit's status once its job order is done: IN_USE when assigned to a project, else AVAILABLE. */
export function statusAfterRepair(unit: { projectId: number | null }): EquipmentStatus {
  return unit.projectId !== null ? 'IN_USE' : 'AVAILABLE';
}

/** A labour line: amount = round2(hours x rate). */
export function laborAmount(hours: Decimal.Value, rate: Decimal.Value): string {
  return new Decimal(hours).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Parts + labour, exact. */
export function jobOrderTotal(partsCost: Decimal.Value, laborCost: Decimal.Value): string {
  return new Decimal(partsCost).plus(laborCost).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * What an issued part costs the job order: the ledger's cost of the issue when the stock carries a
 * value (moving average), else quantity x the item's estimated buying price.
 */
export function issuedPartCost(line: { quantity: Decimal.Value; ledgerCost: Decimal.Value; estimatedBuyingPrice: Decimal.Value }): string {
  const ledger = new Decimal(line.ledgerCost).abs();
  const cost = ledger.isZero() ? new Decimal(line.quantity).times(line.estimatedBuyingPrice) : ledger;
  return cost.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export const equipmentStatusLabel = (key: string) => EQUIPMENT_STATUS_LIST.find((s) => s.key === key)?.label ?? key;
export const jobOrderStatusLabel = (key: string) => JOB_ORDER_STATUS_LIST.find((s) => s.key === key)?.label ?? key;
export const meterUnit = (key: string) => EQUIPMENT_METER_TYPE_LIST.find((s) => s.key === key)?.unit ?? '';
