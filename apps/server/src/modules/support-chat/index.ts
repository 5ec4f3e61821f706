// The support-chat module's public surface: other modules, plugins and app.ts import only from here.
export { ensureStarterCannedReplies, starterCannedReplies } from './canned-replies.service';
export { supportChatSocketPlugin, supportGuestTokenRefusedMessage } from './support-chat.plugin';
export { supportChatRoutes } from './support-chat.routes';
export { supportChatStaffRoutes } from './support-chat.staff.routes';
export { writeAsPlayer } from './support-chat.service';
export type { PlayerWrite } from './support-chat.service';
export { supportGuestRoom, supportStaffRoom } from './support-chat.rooms';
