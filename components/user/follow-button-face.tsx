import styles from './user.module.css';

/**
 * How the "Følg båt" button looks, in one place: the toggle (follow-boat-toggle.tsx) and the disabled
 * placeholder shown while it loads (follow-boat-button.tsx) render the same element, so nothing shifts
 * when one replaces the other.
 */
export function FollowButtonFace({
  boatId,
  boatName,
  pressed,
  busy = false,
  disabled = false,
  onClick,
  error = null,
}: {
  boatId: string;
  boatName?: string | null;
  pressed: boolean;
  busy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  error?: string | null;
}) {
  return (
    <span className={styles.follow}>
      <button
        type="button"
        className={pressed ? styles.followButtonOn : styles.followButton}
        aria-pressed={pressed}
        aria-busy={busy}
        disabled={disabled}
        onClick={onClick}
        data-boat-id={boatId}
      >
        {pressed ? 'Slutt å følge' : 'Følg båt'}
        {boatName ? <span className="visually-hidden"> {boatName}</span> : null}
      </button>
      {error ? (
        <span role="alert" className={styles.followError}>
          {error}
        </span>
      ) : null}
    </span>
  );
}
