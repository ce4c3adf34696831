import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';

/** Developer > User management: the users of all companies. */
export function UserManagementPage() {
  return (
    <>
      <PageHeader title="User Management" description="Users of every company; filter by company or search by name or email." />
      <DataTable tableKey="developer-account" apiUrl="/developer/account" />
    </>
  );
}
