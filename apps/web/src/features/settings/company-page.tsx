import { changedFields, companyProfileRequest, DEFAULT_BRAND_COLOR, formatTin, type CompanyProfile, type CompanyProfileRequest } from '@haligi/shared';
import { Box, Button, Card, ColorInput, Grid, Group, Image, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { FileField } from '../../components/file-field';
import type { UploadedFile } from '../../components/file-field/upload-document';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { validateWith } from '../../lib/form-validation';
import { useCompanyProfile, useUpdateCompanyProfile } from './api/company';

interface FormValues {
  name: string;
  address: string;
  tin: string;
  brandColor: string;
  logo: UploadedFile | null;
}

const SWATCHES = ['#3b5bdb', '#1c7ed6', '#0b7285', '#2b8a3e', '#5f3dc4', '#a61e4d', '#c92a2a', '#d9480f', '#495057'];
const LABELS = { name: 'Company name', address: 'Address', tin: 'TIN', brandColor: 'Brand colour' };

const valuesOf = (profile: CompanyProfile): FormValues => ({
  name: profile.name,
  address: profile.address,
  tin: profile.tin ? formatTin(profile.tin) : '',
  brandColor: profile.brandColor ?? '',
  logo: profile.logo ? { id: profile.logo.fileId, url: profile.logo.url, signedUrl: profile.logo.signedUrl, originalName: profile.logo.originalName, name: '' } : null,
});

/** The request the form stands for (the profile's fields as the server takes them). */
const requestOf = (values: FormValues): CompanyProfileRequest => ({
  name: values.name,
  address: values.address,
  tin: values.tin,
  brandColor: values.brandColor.trim() === '' ? null : values.brandColor,
  logoFileId: values.logo ? Number(values.logo.id) : null,
});

/** Settings > Company: the profile every PDF, system mail and the app header carry (decision 0064). */
export function CompanyPage() {
  const profile = useCompanyProfile();
  return (
    <>
      <PageHeader title="Company" description="Your company's name, logo, address, TIN and brand colour: they head every PDF and system mail, and the app's header." />
      {profile.isError ? (
        <LoadError what="company profile" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <CompanyForm profile={profile.data} />
      ) : (
        <Text c={MUTED_TEXT_COLOR}>Loading the company profile…</Text>
      )}
    </>
  );
}

function CompanyForm({ profile }: { profile: CompanyProfile }) {
  const save = useUpdateCompanyProfile();
  const initial = useMemo(() => valuesOf(profile), [profile]);
  const validate = useMemo(() => validateWith<CompanyProfileRequest>(companyProfileRequest, LABELS), []);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validate(requestOf(values)),
  });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the saved profile changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  const submit = form.onSubmit((values) => {
    const changes = changedFields(requestOf(initial), requestOf(values));
    if (!Object.keys(changes).length) return;
    save.mutate(changes);
  });
  const logoSrc = form.values.logo?.signedUrl ?? null;
  const color = /^#[0-9a-f]{6}$/i.test(form.values.brandColor) ? form.values.brandColor : DEFAULT_BRAND_COLOR;

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card padding="md">
            <Stack gap="sm">
              <TextInput label="Company name" required {...form.getInputProps('name')} />
              <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
              <TextInput label="TIN" description="9 digits and the branch code, e.g. 123-456-789-000" {...form.getInputProps('tin')} />
              <ColorInput
                label="Brand colour"
                description="Buttons, links and the mails' header band. A light colour is darkened so white text stays readable."
                format="hex"
                swatches={SWATCHES}
                eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
                placeholder={`${DEFAULT_BRAND_COLOR} (Haligi's own)`}
                {...form.getInputProps('brandColor')}
              />
              <FileField label="Logo" accept="image/png,image/jpeg" description="PNG or JPEG, at most 2 MB" value={form.values.logo} onChange={(logo) => form.setFieldValue('logo', logo)} />
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending} disabled={!form.isDirty()}>
                  Save
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="md" aria-label="Letterhead preview" component="section">
            <Text fw={700} size="sm" mb="xs">
              Letterhead preview
            </Text>
            <Box style={{ borderTop: `4px solid ${color}` }} pt="sm">
              <Group gap="sm" align="flex-start" wrap="nowrap">
                {logoSrc && <Image src={logoSrc} alt="Company logo" w={48} h={48} fit="contain" />}
                <Box miw={0}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {form.values.name || 'Company name'}
                  </Text>
                  {form.values.address && (
                    <Text size="sm" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {form.values.address}
                    </Text>
                  )}
                  {form.values.tin && (
                    <Text size="sm" c={MUTED_TEXT_COLOR}>
                      TIN {form.values.tin}
                    </Text>
                  )}
                </Box>
              </Group>
            </Box>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
