// The rules' and refusals' English texts are the server's own, so both sides say the same words.
export { messagesEn } from '@shared/messages/en';
