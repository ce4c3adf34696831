export { AiAssistantButton } from './ai-assistant-button';
export { sendAiChatMessage } from './ai-chat';
