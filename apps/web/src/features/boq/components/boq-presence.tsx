import { Avatar, Tooltip } from '@mantine/core';
import type { BoqPresenceMember } from '../api/boq-room-types';
import { nameInitials, presenceColor } from '../utils/presence-color';

/** The other members in the room, one avatar each. */
export function BoqPresence({ members }: { members: BoqPresenceMember[] }) {
  if (members.length === 0) return null;
  return (
    <Avatar.Group spacing="xs" data-testid="boq-presence">
      {members.map((m) => (
        <Tooltip key={m.socketId} label={m.rowId ? `${m.name} (editing)` : m.name} withArrow>
          <Avatar size="sm" radius="xl" variant="filled" color={presenceColor(m.accountId)} aria-label={m.name}>
            {nameInitials(m.name)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
