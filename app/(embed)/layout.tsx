import styles from './embed.module.css';

/** Embeds are shown inside other sites' iframes: no navbar, ads or footer. */
export default function EmbedLayout({ children }: { children: React.ReactNode }) {
  return <main className={styles.embed}>{children}</main>;
}
