export { StageBadge, stageColor, type StageBadgeProps } from './stage-badge';
