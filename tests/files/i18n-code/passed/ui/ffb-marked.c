/* What tools/i18n-check must let pass in ui/ C code (test i18n-passes-marked-code): marked
 * strings, directives without words, names that are no text, a setter in a comment such as
 * gtk_label_set_text (label, "Not a call"), and a literal inside a nested call. */
static void
show_state (GtkLabel *label, GtkWidget *button, AdwMessageDialog *dialog, int n)
{
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stand",
                                                         "%d stands", n), n);

  gtk_label_set_text (label, _("Words a user reads, marked"));
  gtk_label_set_text (label, n > 0 ? _("Some are left") : _("None is left"));
  gtk_label_set_text (label, count);
  gtk_widget_set_tooltip_text (button, g_strdup_printf ("%s: %s", "rule", count));
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  gtk_widget_add_css_class (button, "destructive action");
}
