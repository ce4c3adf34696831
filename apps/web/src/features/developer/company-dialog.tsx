import { createDeveloperCompanyRequest, developerCompanyFields, formatTin } from '@haligi/shared';
import { Button, ColorInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../components/dialog-shell';
import { useSaveCompany, type CompanyRow } from './api/developer-companies';

interface Values {
  name: string;
  address: string;
  tin: string;
  brandColor: string;
  adminEmail: string;
}

const LABELS: Record<keyof Values, string> = { name: 'Company name', address: 'Address', tin: 'TIN', brandColor: 'Brand colour', adminEmail: 'Administrator email' };

/** Create a company (with its first administrator, invited by mail) or edit its whitelabel settings. */
export function CompanyDialog({ opened, company, onClose }: { opened: boolean; company: CompanyRow | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>({ name: '', address: '', tin: '', brandColor: '', adminEmail: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useSaveCompany();

  useEffect(() => {
    if (!opened) return;
    setValues({
      name: company?.name ?? '',
      address: company?.address ?? '',
      tin: company?.tin ? formatTin(company.tin) : '',
      brandColor: company?.brandColor ?? '',
      adminEmail: '',
    });
    setErrors({});
  }, [opened, company]);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const body = { name: values.name, address: values.address, tin: values.tin, brandColor: values.brandColor.trim() ? values.brandColor : null };
    const parsed = company ? developerCompanyFields.safeParse(body) : createDeveloperCompanyRequest.safeParse({ ...body, adminEmail: values.adminEmail });
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        if (!next[key]) next[key] = `${LABELS[key]} ${issue.message}`;
      }
      return setErrors(next);
    }
    save.mutate({ id: company?.id ?? null, body: parsed.data }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={company ? `Edit ${company.name}` : 'Create company'}
      icon={<IconBuildingSkyscraper size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending}>
            {company ? 'Save' : 'Create company'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Company name" required maxLength={200} value={values.name} error={errors.name} onChange={(e) => set('name')(e.currentTarget.value)} />
        <Textarea label="Address" maxLength={500} autosize minRows={2} value={values.address} error={errors.address} onChange={(e) => set('address')(e.currentTarget.value)} />
        <TextInput label="TIN" description="9 digits and the branch code, e.g. 123-456-789-000" value={values.tin} error={errors.tin} onChange={(e) => set('tin')(e.currentTarget.value)} />
        <ColorInput label="Brand colour" description="Used on the company's PDFs and mails; empty for the app's own" format="hex" value={values.brandColor} error={errors.brandColor} onChange={set('brandColor')} />
        {company ? (
          <Text size="xs" c="dimmed">
            The logo is uploaded by the company's own administrator in Settings &gt; Company.
          </Text>
        ) : (
          <TextInput
            label="Administrator email"
            description="Invited by mail to the company's full-access Owner role (the link works 7 days)"
            type="email"
            required
            value={values.adminEmail}
            error={errors.adminEmail}
            onChange={(e) => set('adminEmail')(e.currentTarget.value)}
          />
        )}
      </Stack>
    </DialogShell>
  );
}
