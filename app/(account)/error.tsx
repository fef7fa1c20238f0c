'use client';

export { default } from '../(site)/error';
