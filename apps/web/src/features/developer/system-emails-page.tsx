import { MailOutbox } from '../../components/mail-outbox';
import { PageHeader } from '../../components/page-header';

/** Developer > System emails: the whole outbox of every company. */
export function DeveloperSystemEmailsPage() {
  return (
    <>
      <PageHeader title="System Emails" description="Every mail the server sent, newest first. Open one to read it and follow its links." />
      <MailOutbox apiUrl="/developer/system-emails" />
    </>
  );
}
