import type { TableSettings } from '../table/table-settings';
import { ENROLLMENT_STATUSES, LEARNING_AREAS } from './records.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The school records tables (issue 18): school/student … school/enrollment. */
export const SCHOOL_RECORDS_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /school/student */
  schoolStudent: {
    key: 'schoolStudent',
    label: 'Students',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'lrn', label: 'LRN', isSortable: true },
      { key: 'gradeLevelName', label: 'Grade Level', isSortable: true },
      { key: 'sectionName', label: 'Section', isSortable: true },
      { key: 'cardNumber', label: 'Card Number' },
      { key: 'guardianNames', label: 'Guardians' },
      { key: 'createdAt', label: 'Added', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'lrn', label: 'LRN' },
      { key: 'cardNumber', label: 'Card Number' },
    ],
    filters: [
      { key: 'schoolYearId', label: 'School Year', optionsUrl: '/select-box/school/school-year-list' },
      { key: 'gradeLevelId', label: 'Grade Level', optionsUrl: '/select-box/school/grade-level-list' },
      { key: 'sectionId', label: 'Section', optionsUrl: '/select-box/school/section-list' },
      { key: 'isDeleted', label: 'Status', options: [{ label: 'Deleted', value: 'true' }] },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /school/guardian */
  schoolGuardian: {
    key: 'schoolGuardian',
    label: 'Guardians',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'mobile', label: 'Mobile' },
      { key: 'email', label: 'Email' },
      { key: 'notifyBy', label: 'Notify By' },
      { key: 'language', label: 'Language' },
      { key: 'students', label: 'Students' },
      { key: 'cardNumber', label: 'Card Number' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'mobile', label: 'Mobile' },
      { key: 'email', label: 'Email' },
      { key: 'cardNumber', label: 'Card Number' },
    ],
    filters: [
      { key: 'notifyBy', label: 'Notify By', options: [{ label: 'Email', value: 'email' }, { label: 'SMS', value: 'sms' }] },
      { key: 'isDeleted', label: 'Status', options: [{ label: 'Deleted', value: 'true' }] },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /school/school-year */
  schoolYear: {
    key: 'schoolYear',
    label: 'School Years',
    columns: [
      { key: 'name', label: 'School Year', isSortable: true },
      { key: 'startDate', label: 'Starts', isSortable: true, kind: 'date' },
      { key: 'endDate', label: 'Ends', isSortable: true, kind: 'date' },
      { key: 'isActive', label: 'Active', isSortable: true, kind: 'boolean' },
      { key: 'sectionCount', label: 'Sections', kind: 'number' },
      { key: 'enrollmentCount', label: 'Enrolled', kind: 'number' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: { sortBy: 'startDate', sortOrder: 'desc' },
  },
  /** PUT /school/grade-level */
  gradeLevel: {
    key: 'gradeLevel',
    label: 'Grade Levels',
    columns: [
      { key: 'name', label: 'Grade Level', isSortable: true },
      { key: 'sortOrder', label: 'Order', isSortable: true, kind: 'number' },
      { key: 'sectionCount', label: 'Sections', kind: 'number' },
      { key: 'courseCount', label: 'Courses', kind: 'number' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: { sortBy: 'sortOrder', sortOrder: 'asc' },
  },
  /** PUT /school/section */
  schoolSection: {
    key: 'schoolSection',
    label: 'Sections',
    columns: [
      { key: 'name', label: 'Section', isSortable: true },
      { key: 'gradeLevelName', label: 'Grade Level', isSortable: true },
      { key: 'schoolYearName', label: 'School Year', isSortable: true },
      { key: 'adviserName', label: 'Adviser' },
      { key: 'enrolledCount', label: 'Enrolled', kind: 'number' },
      { key: 'capacity', label: 'Capacity', isSortable: true, kind: 'number' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [
      { key: 'schoolYearId', label: 'School Year', optionsUrl: '/select-box/school/school-year-list' },
      { key: 'gradeLevelId', label: 'Grade Level', optionsUrl: '/select-box/school/grade-level-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /school/course */
  schoolCourse: {
    key: 'schoolCourse',
    label: 'Courses',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'name', label: 'Course', isSortable: true },
      { key: 'gradeLevelName', label: 'Grade Level', isSortable: true },
      { key: 'learningArea', label: 'Learning Area', isSortable: true },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'name', label: 'Name' },
    ],
    filters: [
      { key: 'gradeLevelId', label: 'Grade Level', optionsUrl: '/select-box/school/grade-level-list' },
      { key: 'learningArea', label: 'Learning Area', options: LEARNING_AREAS.map((a) => ({ label: a.label, value: a.key })) },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /school/enrollment */
  schoolEnrollment: {
    key: 'schoolEnrollment',
    label: 'Enrollment',
    columns: [
      { key: 'studentName', label: 'Student', isSortable: true },
      { key: 'lrn', label: 'LRN', isSortable: true },
      { key: 'schoolYearName', label: 'School Year', isSortable: true },
      { key: 'gradeLevelName', label: 'Grade Level', isSortable: true },
      { key: 'sectionName', label: 'Section', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'enrolledOn', label: 'Enrolled On', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'lrn', label: 'LRN' },
    ],
    filters: [
      { key: 'schoolYearId', label: 'School Year', optionsUrl: '/select-box/school/school-year-list' },
      { key: 'gradeLevelId', label: 'Grade Level', optionsUrl: '/select-box/school/grade-level-list' },
      { key: 'sectionId', label: 'Section', optionsUrl: '/select-box/school/section-list' },
      { key: 'status', label: 'Status', options: ENROLLMENT_STATUSES.map((s) => ({ label: s.label, value: s.key })) },
    ],
    defaultSort: NEWEST_FIRST,
  },
};
