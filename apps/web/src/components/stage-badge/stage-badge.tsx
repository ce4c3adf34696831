import { Badge, type BadgeProps } from '@mantine/core';

/**
 * White text on shade 9 keeps the 4.5:1 contrast axe checks for most colours; orange and green
 * at shade 9 read at about 4.3:1, so they take a slightly darker tone of the same hue.
 */
const DARKER: Record<string, string> = { orange: '#a8400e', green: '#23703a', yellow: '#8a5a00', lime: '#4d6b0f', teal: '#06694b' };

export function stageColor(color: string): string {
  return DARKER[color] ?? `${color}.9`;
}

export interface StageBadgeProps extends Omit<BadgeProps, 'color'> {
  label: string;
  color: string;
}

/** A lead or project stage as a filled badge in its stage colour. */
export function StageBadge({ label, color, ...props }: StageBadgeProps) {
  return (
    <Badge variant="filled" color={stageColor(color)} c="white" radius="sm" {...props}>
      {label}
    </Badge>
  );
}
