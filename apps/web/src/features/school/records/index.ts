export { SCHOOL_RECORDS_PAGES } from './pages';
