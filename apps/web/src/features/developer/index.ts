import type { ComponentType } from 'react';

export const DEVELOPER_PAGES: Record<string, ComponentType> = {};
