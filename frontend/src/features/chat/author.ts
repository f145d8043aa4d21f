/** A support person's reply is named by them, as they were called when answering ("Support" when unknown). */
export const agentLabel = (agentName: string | null) => (agentName ? `${agentName} (Support)` : 'Support');
