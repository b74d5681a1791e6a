import {
  IconCalendarEvent,
  IconChartBar,
  IconDoor,
  IconHome,
  IconInfoCircle,
  IconLink,
  IconMapPin,
  IconMessages,
  IconNews,
  IconStar,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { NavigationIcon } from '@aula/shared';

/** The Tabler icon of each icon name a menu item may carry. */
export const NAVIGATION_ICON_COMPONENTS: Record<NavigationIcon, Icon> = {
  home: IconHome,
  'calendar-event': IconCalendarEvent,
  door: IconDoor,
  news: IconNews,
  messages: IconMessages,
  'chart-bar': IconChartBar,
  link: IconLink,
  'info-circle': IconInfoCircle,
  star: IconStar,
  users: IconUsers,
  video: IconVideo,
  'map-pin': IconMapPin,
};
