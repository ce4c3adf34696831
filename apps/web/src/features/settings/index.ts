import type { ComponentType } from 'react';

export const SETTINGS_PAGES: Record<string, ComponentType> = {};
