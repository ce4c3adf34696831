import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';

/** Developer > Company management: every company on this server. */
export function CompanyManagementPage() {
  return (
    <>
      <PageHeader title="Company Management" description="Every company registered on this server and how many users it has." />
      <DataTable tableKey="company" apiUrl="/developer/company" />
    </>
  );
}
