import styles from '../../../embed.module.css';

/** An embed whose saved view does not exist (or no longer does): said in Norwegian, inside the iframe. */
export default function EmbedNotFound() {
  return (
    <div id="fangstdata-embed" className={styles.view}>
      <h1 className={styles.title}>Fant ikke visningen</h1>
      <p>Denne topplisten finnes ikke lenger, eller lenken er feil.</p>
      <p className={styles.credit}>
        Kilde: Fiskeridirektoratet ·{' '}
        <a href="/topoffloads" target="_blank" rel="noopener">
          Topp landing på Fangstdata
        </a>
      </p>
    </div>
  );
}
