/**
 * A labelled training conversation (see training-conversations.ts) in which the agent presents a plan right
 * after the visitor's request, qualifying and discovery skipped or left for later (DESIGN.md section 4: stages can
 * be skipped): a named plan with its premium and copays, and the question whether to enroll, is Agent Recommend
 * even where the request's words (a $0 premium, an extra benefit, an ad) come back in it.
 */
import { conversation, type TrainingConversation } from './training-format.js';

export const TRAINING_CONVERSATIONS_E: readonly TrainingConversation[] = [
  conversation(
    'chat',
    `
A WGI Hi, thanks for reaching out to Lakeview Senior Plans! I'm Priya. How can I help?
V MAI I saw a TV ad for a Medicare Advantage plan with free vision and a $0 premium
A AR Based on what you're after, I'd suggest the Lakeview Choice HMO: $0 premium, $5 primary care copay and $150 a year for glasses.
A AR Would you like to enroll today? It only takes about ten minutes.
V AR does it cover my prescriptions too
A AR Yes, it includes Part D drug coverage with a $0 deductible for tier 1 and 2 drugs.
V SG ok let me think about it and call back, thanks
A SG Of course! You can reach us at the number on the ad any time. Have a great day!
`,
  ),
];
