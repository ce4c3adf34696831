export { ActivityTimeline, activitiesQueryKey, useActivities, type Activity } from './activity-timeline';
