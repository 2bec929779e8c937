import { useState } from 'react';
import { Link } from 'react-router';
import { SteppedModal } from '../../../components/stepped-modal';

interface Step {
  title: string;
  subtitle: string;
  text: string;
  link: { label: string; path: string };
}

/** The first steps of a new tenant (issue: create a program, invite people, try the simulator). */
export const WELCOME_STEPS: readonly Step[] = [
  {
    title: 'Create a program',
    subtitle: 'A program is one kind of conversation your agents have, on voice or chat.',
    text: 'Give it a name and a channel; its stages and knowledge graph are built in Studio.',
    link: { label: 'Open Programs', path: 'admin/programs' },
  },
  {
    title: 'Invite people',
    subtitle: 'Bring in your designers, supervisors and agents.',
    text: 'Each person gets an e-mail to set a password, and a role that decides what they can see.',
    link: { label: 'Open Users', path: 'admin/account-management/users' },
  },
  {
    title: 'Try the simulator',
    subtitle: 'Play a conversation as the visitor or as the agent.',
    text: 'The assist follows the conversation and shows its stage and the knowledge that fits.',
    link: { label: 'Open the simulator', path: 'studio/simulator' },
  },
];

export const WELCOME_LAST_LABEL = 'Get started';

/** The stepped welcome (spec section 2's stepped modal) shown once to a new tenant's admin. */
export const WelcomeSteps = ({ tenantPublicId, onDone }: { tenantPublicId: number; onDone: () => void }) => {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const step = WELCOME_STEPS[index] ?? WELCOME_STEPS[0]!;
  const last = index === WELCOME_STEPS.length - 1;
  const close = () => {
    setVisible(false);
    onDone();
  };
  return (
    <SteppedModal
      visible={visible}
      current={index + 1}
      total={WELCOME_STEPS.length}
      title={step.title}
      subtitle={step.subtitle}
      continueLabel={last ? WELCOME_LAST_LABEL : 'Continue'}
      onContinue={() => (last ? close() : setIndex(index + 1))}
      onHide={close}
    >
      <p>{step.text}</p>
      <p>
        <Link to={`/${tenantPublicId}/${step.link.path}`} onClick={close}>
          {step.link.label}
        </Link>
      </p>
    </SteppedModal>
  );
};
