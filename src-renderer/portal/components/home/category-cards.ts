// The home page's category cards: the spec's approximate job counts, in category order 1 to 9.
import {
  IconBriefcase,
  IconCode,
  IconDeviceMobile,
  IconHash,
  IconPalette,
  IconPencil,
  IconServer,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import type { CategoryValue } from '../../../../shared/domain';

export const CATEGORY_CARDS: Record<CategoryValue, { count: string; icon: typeof IconCode }> = {
  1: { count: '150+', icon: IconCode },
  2: { count: '200+', icon: IconSpeakerphone },
  3: { count: '120+', icon: IconUsers },
  4: { count: '180+', icon: IconHash },
  5: { count: '90+', icon: IconBriefcase },
  6: { count: '250+', icon: IconDeviceMobile },
  7: { count: '110+', icon: IconServer },
  8: { count: '140+', icon: IconPencil },
  9: { count: '160+', icon: IconPalette },
};
