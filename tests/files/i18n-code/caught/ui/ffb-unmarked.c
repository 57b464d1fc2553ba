/* A sentence set on a label straight from a literal, not marked: tools/i18n-check fails on it
 * (test i18n-catches-unmarked-code), and on nothing else here. */
static void
show_state (GtkLabel *label)
{
  gtk_label_set_text (label, "Words a user reads, not marked");
}
