import type { NavGroup } from '@haligi/shared';
import {
  IconBuildingWarehouse,
  IconCash,
  IconCode,
  IconHome,
  IconBriefcase,
  IconSchool,
  IconSettings,
  IconTool,
  IconTrendingUp,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export const NAV_GROUP_ICONS: Record<NavGroup, Icon> = {
  Home: IconHome,
  Sales: IconTrendingUp,
  Projects: IconBriefcase,
  Assets: IconBuildingWarehouse,
  Manpower: IconUsersGroup,
  Treasury: IconCash,
  Settings: IconSettings,
  School: IconSchool,
  Developer: IconCode,
  Tools: IconTool,
};
