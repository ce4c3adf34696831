import { AI_CHAT_EVENT, AI_SOCKET_NOT_CONNECTED, type AiChatClientMessage } from '@haligi/shared';
import { socketManager } from '../../lib/socket';

/**
 * Sends a message of the AI assistant on the live channel (spec part 1 sections 7 and 9): while
 * the channel is down it logs "Socket not connected. Cannot send AI chat message." and returns
 * false; the panel then says so with a retry (DECISIONS.md).
 */
export function sendAiChatMessage(message: AiChatClientMessage): boolean {
  const socket = socketManager.getSocket();
  if (!socket || !socket.connected) {
    console.log(AI_SOCKET_NOT_CONNECTED);
    return false;
  }
  socket.emit(AI_CHAT_EVENT, message);
  return true;
}
