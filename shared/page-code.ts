/**
 * The `<template>` of a rendered page that holds the preloads of the app's code until the page
 * has painted (server/web/page-preloads.ts writes it, client/src/main.tsx activates it). A module
 * of its own, so the entry imports nothing else.
 */
export const APP_CODE_TEMPLATE_ID = 'app-code';
