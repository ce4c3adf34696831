export { MUTED_TEXT_COLOR, PageHeader, type PageHeaderProps } from './page-header';
