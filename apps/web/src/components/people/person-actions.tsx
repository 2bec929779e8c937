import type { AdminUser } from '@parlance/shared';
import { PlainButton, RowActions } from '../admin-page';

export type PersonAction =
  | 'edit'
  | 'deactivate'
  | 'reactivate'
  | 'resendInvitation'
  | 'passwordReset'
  | 'controlGroupOn'
  | 'controlGroupOff';

const ACTIONS: Record<PersonAction, { label: string; icon: string; danger?: boolean }> = {
  edit: { label: 'Edit', icon: 'pi-pencil' },
  deactivate: { label: 'Deactivate', icon: 'pi-ban', danger: true },
  reactivate: { label: 'Reactivate', icon: 'pi-replay' },
  resendInvitation: { label: 'Resend invitation', icon: 'pi-envelope' },
  passwordReset: { label: 'Send password reset', icon: 'pi-key' },
  controlGroupOn: { label: 'Put in control group', icon: 'pi-users' },
  controlGroupOff: { label: 'Take out of control group', icon: 'pi-user-minus' },
};

export interface PersonActionsProps {
  person: AdminUser;
  /** The actions this person allows and the signed-in user may take, in order. */
  actions: readonly PersonAction[];
  onAction: (action: PersonAction, person: AdminUser) => void;
  /** The pointer or the focus reached an action's button: a chance to fetch what it opens. */
  onPreload?: (action: PersonAction) => void;
  busy: boolean;
}

/** A row's action buttons; each is named with the action and the person's login for assistive technology. */
export const PersonActions = ({ person, actions, onAction, onPreload, busy }: PersonActionsProps) => (
  <RowActions>
    {actions.map((action) => {
      const { label, icon, danger } = ACTIONS[action];
      return (
        <PlainButton
          key={action}
          icon={icon}
          rounded
          danger={danger}
          aria-label={`${label} ${person.login}`}
          title={label}
          disabled={busy}
          onPointerEnter={onPreload ? () => onPreload(action) : undefined}
          onFocus={onPreload ? () => onPreload(action) : undefined}
          onClick={() => onAction(action, person)}
          data-testid={`person-${action}`}
        />
      );
    })}
  </RowActions>
);
