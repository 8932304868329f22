// What each staff role may call. The role comes from where the console's process was started (the
// forced command of a moderator's SSH key), never from what a client says.
import { CONSOLE_CHANNELS, type ChannelName } from './channels';

export const STAFF_ROLES = ['moderator', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An analyst reads the dashboard and the analytics (and exports them); nothing that decides or shows visitors' messages. */
const ANALYST_CHANNELS: readonly ChannelName[] = ['session', 'moderator', 'changeMarker', 'dashboardSummary', 'analyticsReport'];

export const channelsFor = (role: StaffRole): readonly ChannelName[] => (role === 'moderator' ? CONSOLE_CHANNELS : ANALYST_CHANNELS);

export const mayCall = (role: StaffRole, channel: ChannelName): boolean => channelsFor(role).includes(channel);
