export { MetricCard, type MetricCardProps } from './metric-card';
