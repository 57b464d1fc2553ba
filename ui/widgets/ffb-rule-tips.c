/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rule-tips.c: rule texts as tooltips of the labels that name rules. */
#include "ffb-rule-tips.h"

#include "ffb-rule-texts.h"
#include "ffb-xml-rules.h"

/* Object data is the right tool for the two marks below: the tips reach every label of the
 * app and the rows that hold them, widgets of GTK's and libadwaita's own types that have no
 * field for them, and only this file sets and reads them. The window's rules: the campaign's
 * own set, on whatever window shows it (the app's, or a test's). */
#define RULES_KEY "ffb-rule-tips-rules"
/* Set on a widget whose tooltip is ours (not one the code gave it for another reason, which
 * is left alone). */
#define OURS_KEY "ffb-rule-tips-ours"

/* The built-in set, for labels in no window that was given one (a page under test). */
static FfbRules *
default_rules (void)
{
  static FfbRules *rules = NULL;

  if (g_once_init_enter (&rules))
    g_once_init_leave (&rules, ffb_rules_new_default ());
  return rules;
}

static FfbRules *
rules_for (GtkWidget *label)
{
  GtkRoot *root = gtk_widget_get_root (label);
  GtkWindow *window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;

  for (; window != NULL; window = gtk_window_get_transient_for (window))
    {
      FfbRules *rules = g_object_get_data (G_OBJECT (window), RULES_KEY);

      if (rules != NULL)
        return rules;
    }
  return default_rules ();
}

/* Gives `widget` the tooltip `tip` (NULL: none), unless it has one of its own. A widget that
 * names no rule is not touched: a tooltip is also its accessible description, which may say
 * something else (a refused field's message). */
static void
set_tip (GtkWidget *widget, const char *tip)
{
  gboolean ours = g_object_get_data (G_OBJECT (widget), OURS_KEY) != NULL;

  if (!ours && (tip == NULL || gtk_widget_get_tooltip_text (widget) != NULL))
    return;
  gtk_widget_set_tooltip_text (widget, tip);
  g_object_set_data (G_OBJECT (widget), OURS_KEY, GINT_TO_POINTER (tip != NULL));
}

/* The widget the pointer finds over `widget`: the widget itself, or, where it or an ancestor
 * cannot be targeted (a libadwaita row's title box), which hides all below it from the pointer,
 * the parent of the highest such ancestor (the row). */
static GtkWidget *
hover_host (GtkWidget *widget)
{
  GtkWidget *host = widget;

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_can_target (w))
      host = gtk_widget_get_parent (w);
  return host;
}

/* The text of every label below `widget` (`host` or a widget the pointer passes through to
 * it) whose hover host is `host`: a row's title and subtitle, one a line. */
static void
collect_hosted_texts (GtkWidget *widget, GtkWidget *host, GString *texts)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (hover_host (child) == host)
      collect_hosted_texts (child, host, texts);
}

static void update_tip (GtkLabel *label);

/* A label follows its text once update_tip is connected to it. */
static gboolean
is_followed (GtkWidget *label)
{
  return g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, update_tip, NULL) != 0;
}

static void
update_tip (GtkLabel *label)
{
  FfbRules *rules = rules_for (GTK_WIDGET (label));
  g_autofree char *tip = ffb_rules_explain (rules, gtk_label_get_text (label));
  GtkWidget *host = hover_host (GTK_WIDGET (label));

  /* On the label for screen readers (its description), on the host for the pointer. */
  set_tip (GTK_WIDGET (label), tip);
  if (host != NULL && host != GTK_WIDGET (label))
    {
      g_autoptr(GString) texts = g_string_new (NULL);
      g_autofree char *host_tip = NULL;

      collect_hosted_texts (host, host, texts);
      host_tip = ffb_rules_explain (rules, texts->str);
      set_tip (host, host_tip);
    }
}

static void
follow (GtkLabel *label)
{
  if (is_followed (GTK_WIDGET (label)))
    return;
  g_signal_connect (label, "notify::label", G_CALLBACK (update_tip), NULL);
  update_tip (label);
}

static gboolean
on_map (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  GObject *widget = g_value_get_object (&values[0]);

  if (GTK_IS_LABEL (widget))
    follow (GTK_LABEL (widget));
  return TRUE; /* stays installed */
}

void
ffb_rule_tips_install (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  /* The signal exists once the class does; a static type's class is never freed. */
  g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_map, NULL, NULL);
  g_once_init_leave (&done, 1);
}

static void
update_below (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && is_followed (widget))
    update_tip (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    update_below (child);
}

void
ffb_rule_tips_set_rules (GtkWindow *window, FfbRules *rules)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  g_object_set_data_full (G_OBJECT (window), RULES_KEY,
                          rules != NULL ? ffb_rules_ref (rules) : NULL,
                          (GDestroyNotify) ffb_rules_unref);
  update_below (GTK_WIDGET (window));
}
