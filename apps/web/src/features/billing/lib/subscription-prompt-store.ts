import type { PlanId } from '@aula/shared';
import { createStore, useStore } from '@/lib/create-store';
import { broadcastPrompt } from '../api/billing-api';

/** Whether this tab shows the subscription prompt (docs/rules/billing.md#subscription-prompt), and the plan chosen to begin with. */
type PromptState = { open: boolean; plan: PlanId | null };

const CLOSED: PromptState = { open: false, plan: null };
const promptStore = createStore<PromptState>(CLOSED);

export const useSubscriptionPrompt = () => useStore(promptStore);

/** Opens the prompt here and, through the server's showStripe, in every tab of the company. */
export function openSubscriptionPrompt(plan: PlanId | null = null): void {
  promptStore.set({ open: true, plan });
  broadcastPrompt(true);
}

/** Closes the prompt here and, through hideStripe, in every tab of the company. */
export function closeSubscriptionPrompt(): void {
  promptStore.set(CLOSED);
  broadcastPrompt(false);
}

/** The socket's showStripe and hideStripe (docs/rules/calls.md#socket-messages): follow another tab, without announcing again. */
export function followPromptMessage(action: 'showStripe' | 'hideStripe'): void {
  promptStore.set((current) => (action === 'showStripe' ? (current.open ? current : { open: true, plan: null }) : CLOSED));
}
