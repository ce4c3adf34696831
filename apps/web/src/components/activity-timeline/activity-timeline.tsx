import { List, Loader, Text, ThemeIcon, Timeline } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime, formatFieldChange, type FieldChange } from '@haligi/shared';
import {
  IconArrowsExchange,
  IconCalendarEvent,
  IconChecklist,
  IconFileText,
  IconMail,
  IconMailForward,
  IconNote,
  IconPencil,
  IconSparkles,
  IconTransform,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { MUTED_TEXT_COLOR } from '../page-header';
import { LoadError } from '../load-error';

export type ActivityKind = 'CREATED' | 'STAGE_CHANGED' | 'NOTE' | 'EMAIL' | 'MAIL' | 'MEETING' | 'TASK' | 'CONVERTED' | 'DOCUMENT' | 'UPDATED';

export interface Activity {
  /** A number, or `mail-{id}` for a mail that mentions the record (kind MAIL, docs/api/mailbox.md). */
  id: number | string;
  kind: ActivityKind | string;
  message: string;
  data: unknown;
  createdAt: string;
  account: { id: number; name: string } | null;
}

const KIND_ICON: Record<string, { icon: Icon; color: string }> = {
  CREATED: { icon: IconSparkles, color: 'indigo' },
  STAGE_CHANGED: { icon: IconArrowsExchange, color: 'cyan' },
  NOTE: { icon: IconNote, color: 'gray' },
  EMAIL: { icon: IconMail, color: 'blue' },
  MAIL: { icon: IconMailForward, color: 'blue' },
  MEETING: { icon: IconCalendarEvent, color: 'violet' },
  TASK: { icon: IconChecklist, color: 'orange' },
  CONVERTED: { icon: IconTransform, color: 'green' },
  DOCUMENT: { icon: IconFileText, color: 'grape' },
  UPDATED: { icon: IconPencil, color: 'teal' },
};

/** The fields an UPDATED entry lists ({changes: [{field, label, from, to}]}). */
const changesOf = (activity: Activity): FieldChange[] => {
  const changes = (activity.data as { changes?: unknown } | null)?.changes;
  return activity.kind === 'UPDATED' && Array.isArray(changes) ? (changes as FieldChange[]) : [];
};

/** A MAIL entry's sender and recipients ({mailId, subject, from, to, reason, folder}). */
const mailOf = (activity: Activity) => (activity.kind === 'MAIL' ? (activity.data as { from: string; to: string[] }) : null);

/** GET /lead/{id}/activities or /project/{id}/activities: newest first. */
export function activitiesQueryKey(url: string) {
  return ['activities', url] as const;
}

export function useActivities(url: string) {
  return useQuery({
    queryKey: activitiesQueryKey(url),
    queryFn: ({ signal }) => api<Activity[]>('GET', url, { signal }),
    staleTime: 0,
  });
}


/** A stored date ("2026-12-01" or an ISO instant) reads as "1 Dec 2026"; any other value is kept. */
const readableValue = (value: string) => (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? formatDisplayDate(value.slice(0, 10)) : value);

/** What happened to a lead or project, newest first. */
export function ActivityTimeline({ url, emptyText = 'No activity yet.' }: { url: string; emptyText?: string }) {
  const query = useActivities(url);
  if (query.isLoading) return <Loader size="sm" role="status" aria-label="Loading activity" />;
  if (query.isError) return <LoadError what="activity" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  const activities = query.data ?? [];
  if (activities.length === 0) return <Text c={MUTED_TEXT_COLOR}>{emptyText}</Text>;
  return (
    <Timeline bulletSize={26} lineWidth={2} data-testid="activity-timeline">
      {activities.map((activity) => {
        const { icon: KindIcon, color } = KIND_ICON[activity.kind] ?? KIND_ICON.NOTE;
        return (
          <Timeline.Item
            key={activity.id}
            bullet={
              <ThemeIcon size={26} radius="xl" color={`${color}.9`} aria-hidden>
                <KindIcon size={14} />
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {activity.message}
            </Text>
            {mailOf(activity) && (
              <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                From {mailOf(activity)!.from || 'unknown sender'} to {mailOf(activity)!.to.join(', ') || 'no recipient'}
              </Text>
            )}
            {changesOf(activity).length > 0 && (
              <List size="xs" spacing={2} mt={2} data-testid="field-changes">
                {changesOf(activity).map((change) => (
                  <List.Item key={change.field} style={{ overflowWrap: 'anywhere' }}>
                    {formatFieldChange({ ...change, from: readableValue(change.from), to: readableValue(change.to) })}
                  </List.Item>
                ))}
              </List>
            )}
            <Text size="xs" c={MUTED_TEXT_COLOR}>
              {formatDisplayDateTime(activity.createdAt)}
              {activity.account ? ` · ${activity.kind === 'MAIL' ? `mailbox of ${activity.account.name}` : activity.account.name}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
