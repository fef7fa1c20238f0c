'use client';

import { useEffect } from 'react';
import styles from '../../../embed.module.css';

export default function EmbedError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div id="fangstdata-embed" className={styles.view} role="alert">
      <h1 className={styles.title}>Kunne ikke vise topplisten</h1>
      <p>Prøv igjen om litt.</p>
      <p className={styles.credit}>Kilde: Fiskeridirektoratet</p>
    </div>
  );
}
