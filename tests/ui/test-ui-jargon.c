/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-jargon.c: the game's abbreviations (CW, FF, SP, FMF, S.W.X) are spelt out where each
 * first shows on a page of the demo, in reading order, and in the About window. */
#include <string.h>
#include "ffb-ui-test.h"
#include "ffb-application.h"
#include "ffb-window.h"

typedef struct
{
  const char *pattern;   /* the abbreviation as a word */
  const char *expansion; /* what the label that first shows it must also say */
} Abbreviation;

static const Abbreviation abbreviations[] = {
  { "\\bCW\\b", "The Civil War" },
  { "\\bFF\\b", "Fire & Fury" },
  { "\\bSPs?\\b", "strength point" },
  { "\\bFMFs?\\b", "flank marching force" },
  { "\\bS\\.W\\.X\\b", "Worn" },
};

static const char *const pages[] = { "campaign", "battle", "oob", "secrets", "night",
                                     "aftermath" };

/* The text of every label on screen below `widget`, in the order of the widget tree, which
 * is the order a reader meets them (top to bottom, start to end). */
static void
collect_shown_texts (GtkWidget *widget, GPtrArray *texts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shown_texts (child, texts);
}

/* Each abbreviation's first showing on the page, where it is not spelt out, as a message. */
static void
check_texts (const char *page, GPtrArray *texts, GString *faults)
{
  for (gsize a = 0; a < G_N_ELEMENTS (abbreviations); a++)
    {
      g_autoptr(GRegex) regex = g_regex_new (abbreviations[a].pattern, 0, 0, NULL);

      for (guint i = 0; i < texts->len; i++)
        {
          const char *text = g_ptr_array_index (texts, i);

          if (!g_regex_match (regex, text, 0, NULL))
            continue;
          if (strstr (text, abbreviations[a].expansion) == NULL)
            g_string_append_printf (faults, "%s: \"%s\" first shows %s without \"%s\"\n", page,
                                    text, abbreviations[a].pattern,
                                    abbreviations[a].expansion);
          break;
        }
    }
}

static GtkWidget *
page_slot (FfbWindow *window, const char *name)
{
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW, "stack");

  return adw_view_stack_get_child_by_name (ADW_VIEW_STACK (stack), name);
}

static void
test_pages_spell_out_abbreviations (void)
{
  FfbWindow *window = ffb_window_new (NULL);
  g_autoptr(GString) faults = g_string_new (NULL);

  ffb_ui_test_present (GTK_WINDOW (window), "the main window");
  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.organize", NULL));
  for (gsize i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                                 pages[i]));
      /* Only what is on screen is read: the page mapped, with the parts after its first
       * frame. */
      ffb_ui_test_wait_for_page (page_slot (window, pages[i]), pages[i]);
      collect_shown_texts (page_slot (window, pages[i]), texts);
      g_assert_cmpuint (texts->len, >, 0);
      check_texts (pages[i], texts, faults);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  if (faults->len > 0)
    g_error ("%s", faults->str);
}

static AdwAboutWindow *
find_about (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (window))
        return ADW_ABOUT_WINDOW (window);
    }
  return NULL;
}

/* The About window says what every abbreviation the app uses stands for. */
static void
test_about_spells_out_abbreviations (void)
{
  g_autoptr(GtkApplication) app = GTK_APPLICATION (ffb_application_new ());
  AdwAboutWindow *about;
  g_autofree char *comments = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  ffb_ui_test_flush ();
  about = find_about ();
  g_assert_nonnull (about);
  /* The window shows its comments as markup: what a reader sees is the parsed text. */
  g_assert_true (pango_parse_markup (adw_about_window_get_comments (about), -1, 0, NULL,
                                     &comments, NULL, &error));
  g_assert_no_error (error);
  for (gsize a = 0; a < G_N_ELEMENTS (abbreviations); a++)
    {
      g_autoptr(GRegex) regex = g_regex_new (abbreviations[a].pattern, 0, 0, NULL);

      g_assert_true (g_regex_match (regex, comments, 0, NULL));
      g_assert_nonnull (strstr (comments, abbreviations[a].expansion));
    }
  gtk_window_destroy (GTK_WINDOW (about));
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/jargon/pages-spell-out-abbreviations",
                   test_pages_spell_out_abbreviations);
  g_test_add_func ("/ui/jargon/about-spells-out-abbreviations",
                   test_about_spells_out_abbreviations);
  return g_test_run ();
}
