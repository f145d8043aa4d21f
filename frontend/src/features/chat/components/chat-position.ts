/** Where the chat button and window rest: bottom-right by default, bottom-left or centred on request. */
export type ChatPosition = 'bottom-right' | 'bottom-left' | 'center';
