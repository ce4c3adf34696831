import { ActionIcon, Anchor, Button, Group, Loader, SegmentedControl, Tooltip } from '@mantine/core';
import { IconEdit, IconLayoutKanban, IconPlus, IconTable } from '@tabler/icons-react';
import { PROJECT_STAGES } from '@haligi/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { KanbanBoard, useBoard, useLoadMoreColumn, useMoveCard, type Money } from '../../../components/kanban-board';
import { PageHeader } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import { PROJECT_BOARD_SOURCE } from '../api/get-project-board';
import { useProject } from '../api/get-project';
import { PROJECT_TABLE_URL } from '../api/project-keys';
import { ProjectDialog } from '../components/project-dialog';
import { LoadError } from '../../../components/load-error';

interface ProjectRow extends Record<string, unknown> {
  id: number;
  name: string;
  boardKey: string;
  budget: Money;
}

/** On a phone a project card shows its client, stage and budget under its name. */
const PROJECT_CARD_FIELDS = ['clientName', 'boardKey', 'budget'] as const;

const stageOf = (key: string) => PROJECT_STAGES.find((s) => s.key === key) ?? { key, label: key, color: 'gray' };

function ProjectBoard() {
  const board = useBoard(PROJECT_BOARD_SOURCE);
  const loadMore = useLoadMoreColumn(PROJECT_BOARD_SOURCE);
  const move = useMoveCard(PROJECT_BOARD_SOURCE);
  if (board.isLoading) return <Loader role="status" aria-label="Loading the board" />;
  if (!board.data) return <LoadError what="board" error={board.error} onRetry={() => void board.refetch()} isRetrying={board.isFetching} />;
  return (
    <KanbanBoard
      label="Project board"
      columns={board.data.columns}
      cardHref={(card) => `/member/project/${card.id}`}
      onMove={(next) => move.mutate(next)}
      onLoadMore={(column) => loadMore.mutate({ boardKey: column.key, page: column.page + 1 })}
      loadingMoreKey={loadMore.isPending ? (loadMore.variables?.boardKey ?? null) : null}
    />
  );
}

/** Loads the project, then opens the edit dialog with it. */
function EditProject({ id, onClose }: { id: number; onClose: () => void }) {
  const project = useProject(id);
  return <ProjectDialog opened={Boolean(project.data)} project={project.data} onClose={onClose} />;
}

/** Projects: the table, or the board by stage; create and edit. */
export function ProjectsPage() {
  const [view, setView] = useState<'table' | 'board'>('table');
  const [isCreating, setIsCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  return (
    <>
      <PageHeader
        title="Projects"
        description="Every project, its client, stage and budget."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            Create project
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        value={view}
        onChange={(v) => setView(v as 'table' | 'board')}
        aria-label="View"
        data={[
          {
            value: 'table',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconTable size={16} aria-hidden /> Table
              </Group>
            ),
          },
          {
            value: 'board',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconLayoutKanban size={16} aria-hidden /> Board
              </Group>
            ),
          },
        ]}
      />
      {view === 'table' ? (
        <DataTable<ProjectRow>
          emptyState={{
            text: 'Projects appear here when you create one or convert a won lead.',
            action: (
              <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setIsCreating(true)}>
                Create project
              </Button>
            ),
          }}
          tableKey="project"
          cardFields={PROJECT_CARD_FIELDS}
          apiUrl={PROJECT_TABLE_URL}
          renderCell={{
            name: (row) => (
              <Anchor component={Link} to={`/member/project/${row.id}`} fw={600} size="sm">
                {row.name}
              </Anchor>
            ),
            boardKey: (row) => {
              const stage = stageOf(row.boardKey);
              return <StageBadge label={stage.label} color={stage.color} />;
            },
            budget: (row) => row.budget?.formatted ?? '-',
          }}
          renderActions={(row) => (
            <Tooltip label={`Edit ${row.name}`}>
              <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => setEditingId(row.id)}>
                <IconEdit size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        />
      ) : (
        <ProjectBoard />
      )}
      <ProjectDialog opened={isCreating} onClose={() => setIsCreating(false)} />
      {editingId !== null && <EditProject id={editingId} onClose={() => setEditingId(null)} />}
    </>
  );
}
