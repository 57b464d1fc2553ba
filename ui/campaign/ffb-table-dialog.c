/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-table-dialog.c: Roll on a Table (see ffb-table-dialog.h). The tables, the checks of
 * the modifiers ticked and the roll are the engine's (ffb-tables.h, ffb-table-roll.h); the
 * dialog only lists, ticks and shows. */
#include "ffb-open-chooser.h"
#include "ffb-table-dialog.h"

#include <glib/gi18n.h>
#include "ffb-controls.h"
#include "ffb-keynav.h"
#include "ffb-night.h"
#include "ffb-confirm.h"
#include "ffb-error.h"
#include "ffb-table-roll.h"
#include "ffb-xml-tables.h"

struct _FfbTableDialog
{
  AdwWindow parent_instance;

  FfbDocument *document;
  GPtrArray *sources;       /* FfbTables*: the built-in files, each a group of tables */
  GPtrArray *tables;        /* const FfbTable*, one per check of table_checks */
  GPtrArray *table_checks;  /* GtkCheckButton*: the one ticked is the table picked */
  gboolean picking;         /* the boxes are being set to the table picked */
  const FfbTable *table;    /* the one picked */
  AdwPreferencesGroup *modifier_group;
  GPtrArray *modifier_checks; /* GtkCheckButton*, one per modifier of `table` */
  GPtrArray *modifier_spins;  /* GtkSpinButton* of a typed one, or NULL */
  /* T: a table rolled for both sides at once: Unit* of both sides, in order, and the second
   * side's group (the first's is modifier_group). */
  GPtrArray *units;
  AdwPreferencesGroup *second_group;
  char *refusal;            /* the engine's refusal of what is ticked, or NULL */
  GtkFileChooserNative *chooser; /* Open Tables File…, while it is open */

  AdwPreferencesPage *page;
  GtkWidget *result_box;      /* shown once rolled, above the tables: never scrolled away */
  GtkLabel *sentence_label;
  GtkLabel *details_label;
  GtkWidget *roll_button;
};

G_DEFINE_FINAL_TYPE (FfbTableDialog, ffb_table_dialog, ADW_TYPE_WINDOW)

/* T: one unit that fought in a charge: its side and its own modifiers' boxes. */
typedef struct
{
  int side;
  GPtrArray *checks;  /* GtkCheckButton*, one per modifier of the table */
  GPtrArray *spins;   /* GtkSpinButton* of a typed one, or NULL */
} Unit;

static void
unit_free (Unit *unit)
{
  g_ptr_array_unref (unit->checks);
  g_ptr_array_unref (unit->spins);
  g_free (unit);
}

/* The modifiers */

/* "+1", "-1 for each, from 0 to 20", with its note ("x3 losses") when it has one. */
static char *
modifier_subtitle (const FfbTableModifier *m)
{
  g_autofree char *value = NULL;

  if (m->typed)
    /* Translators: what a typed modifier of a table adds: the value per unit typed
     * ("+1"), then the least and the most the referee may type. */
    value = g_strdup_printf (_("%+d for each, from %d to %d"), m->per, m->least, m->most);
  else
    value = g_strdup_printf ("%+d", m->value);
  if (m->note == NULL)
    return g_steal_pointer (&value);
  /* Translators: a modifier's value, then what else it brings ("x3 losses"). */
  return g_strdup_printf (_("%s · %s"), value, m->note);
}

static void validate (FfbTableDialog *self);
static void validate_units (FfbTableDialog *self);

/* A value typed means the modifier applies: the referee need not tick it as well. */
static void
spin_changed_cb (GtkSpinButton *spin, GtkCheckButton *check)
{
  gtk_check_button_set_active (check, TRUE);
}

static GtkWidget *
modifier_row (FfbTableDialog *self, const FfbTableModifier *m, GPtrArray *checks,
              GPtrArray *spins)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  GtkWidget *spin = NULL;
  g_autofree char *subtitle = modifier_subtitle (m);

  /* Named by its row's title, of which it is the activatable widget. */
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (validate), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  ffb_ui_row_fill (row, m->name, subtitle, NULL);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  ffb_keynav_row_one_tab_stop (row);
  if (m->typed)
    {
      /* Translators: a spin button's name: the value typed for a table's modifier. */
      g_autofree char *name = g_strdup_printf (_("Value of %s"), m->name);

      spin = ffb_ui_spin_new (m->least, m->most, CLAMP (0, m->least, m->most), name);
      g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), check);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
    }
  g_ptr_array_add (checks, check);
  g_ptr_array_add (spins, spin);
  return row;
}

/* T: a unit more of `side` (0 the table's first, 1 its second), its modifiers below its
 * heading in the side's group. */
static void
add_unit (FfbTableDialog *self, int side)
{
  AdwPreferencesGroup *group = side == 0 ? self->modifier_group : self->second_group;
  Unit *unit = g_new0 (Unit, 1);
  guint number = 1;
  g_autofree char *heading = NULL;

  for (guint i = 0; i < self->units->len; i++)
    number += ((Unit *) g_ptr_array_index (self->units, i))->side == side;
  unit->side = side;
  unit->checks = g_ptr_array_new ();
  unit->spins = g_ptr_array_new ();
  g_ptr_array_add (self->units, unit);
  /* Translators: a unit that fought in a charge, numbered within its side. */
  heading = g_strdup_printf (_("Unit %u"), number);
  adw_preferences_group_add (group, ffb_ui_row_new (heading, self->table->compare->sides[side],
                                                    NULL));
  for (guint i = 0; i < self->table->modifiers->len; i++)
    adw_preferences_group_add (group, modifier_row (self, g_ptr_array_index (
                                                      self->table->modifiers, i),
                                                    unit->checks, unit->spins));
}

/* Add a Unit names its side in the action's target. */
static void
add_unit_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbTableDialog *self = FFB_TABLE_DIALOG (widget);

  add_unit (self, g_variant_get_int32 (parameter));
  validate (self);
}

/* T: one group a side, each with one unit to start and Add a Unit. */
static AdwPreferencesGroup *
side_group (FfbTableDialog *self, int side)
{
  GtkWidget *group = adw_preferences_group_new ();
  /* Translators: accessible name; %s is a side of a charge ("Charging side"). */
  g_autofree char *name = g_strdup_printf (_("Add a unit that fought to the %s"),
                                           self->table->compare->sides[side]);
  GtkWidget *button = gtk_button_new_with_mnemonic (side == 0 ? _("Add a _Unit")
                                                              : _("Add a U_nit"));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   self->table->compare->sides[side]);
  ffb_ui_set_accessible_name (button, name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.add-unit");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", side);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), button);
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
  return ADW_PREFERENCES_GROUP (group);
}

static void
show_sides (FfbTableDialog *self)
{
  self->modifier_group = side_group (self, 0);
  self->second_group = side_group (self, 1);
  add_unit (self, 0);
  add_unit (self, 1);
}

/* The picked table's modifiers, in a group of their own made anew for each table. */
static void
show_modifiers (FfbTableDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = NULL;

  if (self->modifier_group != NULL)
    adw_preferences_page_remove (self->page, self->modifier_group);
  if (self->second_group != NULL)
    adw_preferences_page_remove (self->page, self->second_group);
  self->second_group = NULL;
  g_ptr_array_set_size (self->modifier_checks, 0);
  g_ptr_array_set_size (self->modifier_spins, 0);
  g_ptr_array_set_size (self->units, 0);
  if (self->table->compare != NULL)
    {
      g_object_ref_sink (group);
      g_object_unref (group);
      show_sides (self);
      return;
    }
  self->modifier_group = ADW_PREFERENCES_GROUP (group);
  /* Translators: the title of the list of a table's modifiers; %s is the table's name. */
  title = g_strdup_printf (_("Modifiers of %s"), self->table->name);
  adw_preferences_group_set_title (self->modifier_group, title);
  for (guint i = 0; i < self->table->modifiers->len; i++)
    adw_preferences_group_add (self->modifier_group,
                               modifier_row (self, g_ptr_array_index (self->table->modifiers,
                                                                      i),
                                             self->modifier_checks, self->modifier_spins));
  if (self->table->modifiers->len == 0)
    adw_preferences_group_set_description (self->modifier_group,
                                           _("This table has no modifiers."));
  adw_preferences_page_add (self->page, self->modifier_group);
}

/* The modifiers ticked in `checks` and `spins`, checked by the engine: NULL with its
 * refusal. */
static GArray *
collect_boxes (FfbTableDialog *self, GPtrArray *checks, GPtrArray *spins, GError **error)
{
  guint n = checks->len, ticked_n = 0;
  g_autofree const FfbTableModifier **ticked = g_new0 (const FfbTableModifier *, n + 1);
  g_autofree int *typed = g_new0 (int, n + 1);
  g_autofree gboolean *has_typed = g_new0 (gboolean, n + 1);

  for (guint i = 0; i < n; i++)
    {
      GtkSpinButton *spin = g_ptr_array_index (spins, i);

      if (!gtk_check_button_get_active (g_ptr_array_index (checks, i)))
        continue;
      ticked[ticked_n] = g_ptr_array_index (self->table->modifiers, i);
      has_typed[ticked_n] = spin != NULL;
      typed[ticked_n] = spin != NULL ? gtk_spin_button_get_value_as_int (spin) : 0;
      ticked_n++;
    }
  return ffb_table_apply (self->table, ticked, typed, has_typed, ticked_n, error);
}

static GArray *
collect (FfbTableDialog *self, GError **error)
{
  return collect_boxes (self, self->modifier_checks, self->modifier_spins, error);
}

/* T: each unit's modifiers, checked by the engine; FALSE with its refusal naming the unit. */
static gboolean
collect_units (FfbTableDialog *self, int *sides, GArray **applied, GError **error)
{
  guint number[2] = { 0, 0 };

  for (guint i = 0; i < self->units->len; i++)
    {
      Unit *unit = g_ptr_array_index (self->units, i);
      g_autoptr(GError) local = NULL;

      sides[i] = unit->side;
      number[unit->side]++;
      if ((applied[i] = collect_boxes (self, unit->checks, unit->spins, &local)) == NULL)
        {
          for (guint k = 0; k < i; k++)
            g_array_unref (applied[k]);
          /* Translators: a unit of a charge (its side), then the engine's refusal. */
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("%s, unit %u: %s"),
                       self->table->compare->sides[unit->side], number[unit->side],
                       local->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* The engine's refusal shows under the modifiers, and Roll waits until there is none. */
static void
validate (FfbTableDialog *self)
{
  g_autoptr(GError) error = NULL;
  GArray *applied;

  if (self->table->compare != NULL)
    {
      validate_units (self);
      return;
    }
  applied = collect (self, &error);

  g_clear_pointer (&self->refusal, g_free);
  /* The engine's sentence goes on after "table: " on the command line; here it starts one. */
  if (applied == NULL)
    {
      self->refusal = g_strdup (error->message);
      self->refusal[0] = g_ascii_toupper (self->refusal[0]);
    }
  else
    g_array_unref (applied);
  adw_preferences_group_set_description (self->modifier_group,
                                         self->refusal != NULL ? self->refusal
                                         : self->table->modifiers->len == 0
                                         ? _("This table has no modifiers.")
                                         : _("Tick those that apply."));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.roll", self->refusal == NULL);
}

/* T: every unit's modifiers allowed, or Roll waits with the engine's sentence. */
static void
validate_units (FfbTableDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree int *sides = g_new0 (int, self->units->len + 1);
  g_autofree GArray **applied = g_new0 (GArray *, self->units->len + 1);

  g_clear_pointer (&self->refusal, g_free);
  if (!collect_units (self, sides, applied, &error))
    self->refusal = g_strdup (error->message);
  else
    for (guint i = 0; i < self->units->len; i++)
      g_array_unref (applied[i]);
  adw_preferences_group_set_description (self->modifier_group,
                                         self->refusal != NULL ? self->refusal
                                         : _("Rolled for both sides at once: one die a unit "
                                             "that fought, with its own modifiers (T)."));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.roll", self->refusal == NULL);
}

/* The tables */

/* Picks the table of `index`: its box ticked and the others' cleared. */
static void
pick_table (FfbTableDialog *self, guint index)
{
  self->picking = TRUE;
  for (guint i = 0; i < self->table_checks->len; i++)
    gtk_check_button_set_active (g_ptr_array_index (self->table_checks, i), i == index);
  self->picking = FALSE;
  if (self->table == g_ptr_array_index (self->tables, index))
    return;
  self->table = g_ptr_array_index (self->tables, index);
  gtk_widget_set_visible (self->result_box, FALSE);
  gtk_label_set_text (self->sentence_label, "");
  gtk_label_set_text (self->details_label, "");
  show_modifiers (self);
  validate (self);
}

/* The tables' boxes are no radio group, which GTK 4.8 makes one Tab stop whose arrow keys
 * the list's rows take (the other tables were out of the keyboard's reach): each is a Tab
 * stop, and one table is picked at a time all the same (its box cannot be cleared). */
static void
table_toggled_cb (FfbTableDialog *self, GtkCheckButton *check)
{
  guint index;

  if (self->picking || !g_ptr_array_find (self->table_checks, check, &index))
    return;
  if (gtk_check_button_get_active (check))
    pick_table (self, index);
  else if (self->table == g_ptr_array_index (self->tables, index))
    {
      self->picking = TRUE;
      gtk_check_button_set_active (check, TRUE);
      self->picking = FALSE;
    }
}

/* "1d6 · 4 modifiers": the dice and how many modifiers, as the table is picked by. */
static char *
table_subtitle (const FfbTable *table)
{
  g_autofree char *dice = ffb_table_dice_to_string (table->n_dice, table->sides);
  guint n = table->modifiers->len;

  /* Translators: a table's dice ("1d6"), then how many modifiers it has. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u modifier", "%s · %u modifiers",
                                       n), dice, n);
}

static GtkWidget *
table_row (FfbTableDialog *self, const FfbTable *table)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *subtitle = table_subtitle (table);

  /* Named by its row's title, of which it is the activatable widget. */
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (table_toggled_cb), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  ffb_ui_row_fill (row, table->name, subtitle, NULL);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  ffb_keynav_row_one_tab_stop (row);
  g_ptr_array_add (self->table_checks, check);
  g_ptr_array_add (self->tables, (gpointer) table);
  return row;
}

/* One group for each file, titled by it ("Campaign tables (Chiavini's variant rules)"); a referee's own file
 * says where it comes from in `description` (NULL for the built-in ones). */
static void
add_tables (FfbTableDialog *self, FfbTables *tables, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), tables->name);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  for (guint i = 0; i < tables->tables->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               table_row (self, g_ptr_array_index (tables->tables, i)));
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
  g_ptr_array_add (self->sources, tables);
}

static void
add_built_in_tables (FfbTableDialog *self)
{
  const char *const *ids = ffb_tables_built_in_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      FfbTables *tables = ffb_tables_new_built_in (ids[i], &error);

      /* The built-in files are checked by the tests: one that fails to load is a bug. */
      if (tables == NULL)
        g_critical ("%s", error->message);
      else
        add_tables (self, tables, NULL);
    }
}

/* A referee's own tables file */

static const FfbTable *
listed_table (FfbTableDialog *self, const char *id)
{
  for (guint i = 0; i < self->tables->len; i++)
    if (g_strcmp0 (((const FfbTable *) g_ptr_array_index (self->tables, i))->id, id) == 0)
      return g_ptr_array_index (self->tables, i);
  return NULL;
}

/* A roll names its table by id (its dice's stream, verify --history): two tables of one id
 * side by side would make the same rolls. */
static gboolean
check_new_ids (FfbTableDialog *self, const FfbTables *tables, const char *path, GError **error)
{
  for (guint i = 0; i < tables->tables->len; i++)
    {
      const FfbTable *table = g_ptr_array_index (tables->tables, i);

      if (listed_table (self, table->id) != NULL)
        {
          /* Translators: a file's path, then a table's id. */
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("%s: the table “%s” is listed already: give it another id to roll it "
                         "beside the one listed."), path, table->id);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
ffb_table_dialog_open_file (FfbTableDialog *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autoptr(FfbTables) tables = NULL;
  g_autoptr(AdwPreferencesGroup) modifiers = NULL;

  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self) && G_IS_FILE (file), FALSE);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *shown = g_file_get_parse_name (file);

      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: not a file on this computer."), shown);
      return FALSE;
    }
  tables = ffb_tables_load_file (path, error);
  if (tables == NULL || !check_new_ids (self, tables, path, error))
    return FALSE;
  /* Translators: where a referee's own tables come from: a file's name. */
  name = g_strdup_printf (_("From %s"), path);
  /* The modifiers stay last, as they are: only the new tables come in. */
  modifiers = g_object_ref (self->modifier_group);
  adw_preferences_page_remove (self->page, modifiers);
  add_tables (self, g_steal_pointer (&tables), name);
  adw_preferences_page_add (self->page, modifiers);
  return TRUE;
}

static gboolean
open_chosen (GtkWindow *window, GFile *file, GError **error)
{
  return ffb_table_dialog_open_file (FFB_TABLE_DIALOG (window), file, error);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbTableDialog *self = FFB_TABLE_DIALOG (widget);

  ffb_ui_forget_open_chooser (&self->chooser);
  self->chooser = ffb_ui_choose_file_to_open (GTK_WINDOW (self), _("Open Tables File"),
                                              _("Tables (*.xml)"), open_chosen,
                                              _("The tables file was not opened"));
}

/* The roll */

/* The dice, every modifier with its value, the total and the band: one line each. */
static char *
roll_details (const FfbTableRoll *roll)
{
  g_autofree char *dice = ffb_table_dice_to_string (roll->table->n_dice, roll->table->sides);
  g_autofree char *range = ffb_table_band_range (roll->band);
  g_autoptr(GString) faces = g_string_new (NULL);
  GString *text = g_string_new (NULL);

  for (int k = 0; k < roll->table->n_dice; k++)
    g_string_append_printf (faces, k == 0 ? "%d" : " + %d", roll->faces[k]);
  /* Translators: the dice of a table roll ("1d6"), then their faces ("4" or "3 + 5"). */
  g_string_append_printf (text, _("Dice (%s): %s"), dice, faces->str);
  for (guint i = 0; i < roll->applied->len; i++)
    {
      const FfbTableApplied *a = &g_array_index (roll->applied, FfbTableApplied, i);

      if (a->modifier->typed)
        g_string_append_printf (text, "\n%s (%d): %+d", a->modifier->name, a->typed, a->value);
      else
        g_string_append_printf (text, "\n%s: %+d", a->modifier->name, a->value);
    }
  /* Translators: the total of a table roll, dice and modifiers. */
  g_string_append_printf (text, _("\nTotal: %d"), roll->total);
  /* Translators: the band a table roll falls in ("4-5", "12+"), then its result. */
  g_string_append_printf (text, _("\nResult (%s): %s"), range, roll->band->result);
  return g_string_free (text, FALSE);
}

static void
show_roll (FfbTableDialog *self, const FfbTableRoll *roll)
{
  g_autofree char *sentence = ffb_table_roll_sentence (roll);
  g_autofree char *details = roll_details (roll);

  gtk_label_set_text (self->sentence_label, sentence);
  gtk_label_set_text (self->details_label, details);
  gtk_widget_set_visible (self->result_box, TRUE);
}

typedef struct
{
  const FfbTable *table;
  GArray *applied;
  FfbTableRoll *roll;
} RollStep;

static gboolean
roll_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  RollStep *step = data;

  return ffb_table_roll_in_campaign (campaign, step->table, g_steal_pointer (&step->applied),
                                     NULL, &step->roll, error) != NULL;
}

/* T: every unit's dice and modifiers, both sums and the outcome: one line each. */
static char *
compared_details (const FfbTableCompared *roll)
{
  const FfbTableCompare *compare = roll->table->compare;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < roll->units->len; i++)
    {
      const FfbTableUnitRoll *unit = g_ptr_array_index (roll->units, i);
      g_autoptr(GString) faces = g_string_new (NULL);

      for (int k = 0; k < roll->table->n_dice; k++)
        g_string_append_printf (faces, k == 0 ? "%d" : " + %d", unit->faces[k]);
      /* Translators: a unit of a charge: its number, its side, its dice and its total. */
      g_string_append_printf (text, _("%sUnit %u (%s): dice %s, total %d"), i > 0 ? "\n" : "",
                              i + 1, compare->sides[unit->side], faces->str, unit->total);
      for (guint k = 0; k < unit->applied->len; k++)
        {
          const FfbTableApplied *a = &g_array_index (unit->applied, FfbTableApplied, k);

          g_string_append_printf (text, "\n  %s: %+d", a->modifier->name, a->value);
        }
    }
  g_string_append_printf (text, "\n%s: %d · %s: %d", compare->sides[0], roll->totals[0],
                          compare->sides[1], roll->totals[1]);
  return g_string_free (text, FALSE);
}

typedef struct
{
  const FfbTable *table;
  int *sides;
  GArray **applied;
  guint n;
  FfbTableCompared *roll;
} ComparedStep;

static gboolean
compared_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  ComparedStep *step = data;
  guint n = step->n;

  /* The roll takes the modifiers, rolled or refused. */
  step->n = 0;
  return ffb_table_roll_compared_in_campaign (campaign, step->table, step->sides,
                                              step->applied, n, NULL, &step->roll,
                                              error) != NULL;
}

static void
roll_compared (FfbTableDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree int *sides = g_new0 (int, self->units->len + 1);
  g_autofree GArray **applied = g_new0 (GArray *, self->units->len + 1);
  ComparedStep step = { self->table, sides, applied, self->units->len, NULL };

  for (guint i = 0; i < self->units->len; i++)
    for (guint k = 0; k < ((Unit *) g_ptr_array_index (self->units, i))->spins->len; k++)
      if (g_ptr_array_index (((Unit *) g_ptr_array_index (self->units, i))->spins, k) != NULL)
        gtk_spin_button_update (g_ptr_array_index (((Unit *) g_ptr_array_index (self->units,
                                                                                i))->spins, k));
  if (!collect_units (self, sides, applied, &error)
      || !ffb_night_run_campaign (self->document, compared_step, &step, &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("The table was not rolled"), error);
  else
    {
      g_autofree char *sentence = ffb_table_compared_sentence (step.roll);
      g_autofree char *details = compared_details (step.roll);

      gtk_label_set_text (self->sentence_label, sentence);
      gtk_label_set_text (self->details_label, details);
      gtk_widget_set_visible (self->result_box, TRUE);
    }
  for (guint i = 0; i < step.n; i++)
    g_array_unref (applied[i]);
  g_clear_pointer (&step.roll, ffb_table_compared_free);
}

static void
roll_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbTableDialog *self = FFB_TABLE_DIALOG (widget);
  g_autoptr(GError) error = NULL;
  RollStep step = { self->table, NULL, NULL };

  if (self->table->compare != NULL)
    {
      roll_compared (self);
      return;
    }
  /* A number typed and not yet confirmed counts: it is what the referee sees. */
  for (guint i = 0; i < self->modifier_spins->len; i++)
    if (g_ptr_array_index (self->modifier_spins, i) != NULL)
      gtk_spin_button_update (g_ptr_array_index (self->modifier_spins, i));
  step.applied = collect (self, &error);
  if (step.applied == NULL
      || !ffb_night_run_campaign (self->document, roll_step, &step, &error))
    ffb_ui_show_error (widget, _("The table was not rolled"), error);
  else
    show_roll (self, step.roll);
  g_clear_pointer (&step.applied, g_array_unref);
  g_clear_pointer (&step.roll, ffb_table_roll_free);
}

/* GObject */

static void
ffb_table_dialog_dispose (GObject *object)
{
  FfbTableDialog *self = FFB_TABLE_DIALOG (object);

  ffb_ui_forget_open_chooser (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_TABLE_DIALOG);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (ffb_table_dialog_parent_class)->dispose (object);
}

static void
ffb_table_dialog_finalize (GObject *object)
{
  FfbTableDialog *self = FFB_TABLE_DIALOG (object);

  g_ptr_array_unref (self->modifier_checks);
  g_ptr_array_unref (self->modifier_spins);
  g_ptr_array_unref (self->units);
  g_ptr_array_unref (self->table_checks);
  g_ptr_array_unref (self->tables);
  g_ptr_array_unref (self->sources);
  g_free (self->refusal);
  G_OBJECT_CLASS (ffb_table_dialog_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbTableDialog, name)

static void
ffb_table_dialog_class_init (FfbTableDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_table_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_table_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-table-dialog.ui");
  BIND (page); BIND (result_box); BIND (sentence_label); BIND (details_label);
  BIND (roll_button);
  gtk_widget_class_install_action (widget_class, "table.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "table.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "table.add-unit", "i", add_unit_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* Enter rolls, wherever the focus is (Space ticks): caught before the control with the focus
 * takes it as its own activation. */
static void
add_enter_rolls (FfbTableDialog *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i], 0),
                                                            gtk_named_action_new ("table.roll")));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
ffb_table_dialog_init (FfbTableDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sources = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_tables_free);
  self->tables = g_ptr_array_new ();
  self->table_checks = g_ptr_array_new ();
  self->modifier_checks = g_ptr_array_new ();
  self->modifier_spins = g_ptr_array_new ();
  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_free);
  ffb_ui_set_accessible_name (self->roll_button, _("Roll the table"));
  add_enter_rolls (self);
  add_built_in_tables (self);
}

FfbTableDialog *
ffb_table_dialog_new (GtkWindow *parent, FfbDocument *document)
{
  FfbTableDialog *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_TABLE_DIALOG, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  if (self->table_checks->len > 0)
    {
      gtk_check_button_set_active (g_ptr_array_index (self->table_checks, 0), TRUE);
      ffb_keynav_focus_first_field (GTK_WINDOW (self), g_ptr_array_index (self->table_checks, 0));
    }
  return self;
}

gboolean
ffb_table_dialog_select_table (FfbTableDialog *self, const char *table_id)
{
  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), FALSE);
  for (guint i = 0; i < self->tables->len; i++)
    if (g_strcmp0 (((const FfbTable *) g_ptr_array_index (self->tables, i))->id, table_id) == 0)
      {
        gtk_check_button_set_active (g_ptr_array_index (self->table_checks, i), TRUE);
        ffb_keynav_focus_first_field (GTK_WINDOW (self), g_ptr_array_index (self->table_checks,
                                                                            i));
        return TRUE;
      }
  return FALSE;
}

/* For tests */

gboolean
ffb_table_dialog_tick (FfbTableDialog *self, const char *modifier_id, gboolean ticked,
                       int typed)
{
  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), FALSE);
  if (self->table != NULL && self->table->compare != NULL)
    return ffb_table_dialog_tick_unit (self, 0, modifier_id, ticked, typed);
  for (guint i = 0; self->table != NULL && i < self->table->modifiers->len; i++)
    {
      const FfbTableModifier *m = g_ptr_array_index (self->table->modifiers, i);
      GtkSpinButton *spin = g_ptr_array_index (self->modifier_spins, i);

      if (g_strcmp0 (m->id, modifier_id) != 0)
        continue;
      if (spin != NULL)
        gtk_spin_button_set_value (spin, typed);
      gtk_check_button_set_active (g_ptr_array_index (self->modifier_checks, i), ticked);
      return TRUE;
    }
  return FALSE;
}

gboolean
ffb_table_dialog_add_unit (FfbTableDialog *self, int side)
{
  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), FALSE);
  if (self->table == NULL || self->table->compare == NULL || side < 0 || side > 1)
    return FALSE;
  add_unit (self, side);
  validate (self);
  return TRUE;
}

gboolean
ffb_table_dialog_tick_unit (FfbTableDialog *self, guint unit_index, const char *modifier_id,
                            gboolean ticked, int typed)
{
  Unit *unit;

  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), FALSE);
  if (self->table == NULL || unit_index >= self->units->len)
    return FALSE;
  unit = g_ptr_array_index (self->units, unit_index);
  for (guint i = 0; i < self->table->modifiers->len; i++)
    {
      const FfbTableModifier *m = g_ptr_array_index (self->table->modifiers, i);
      GtkSpinButton *spin = g_ptr_array_index (unit->spins, i);

      if (g_strcmp0 (m->id, modifier_id) != 0)
        continue;
      if (spin != NULL)
        gtk_spin_button_set_value (spin, typed);
      gtk_check_button_set_active (g_ptr_array_index (unit->checks, i), ticked);
      return TRUE;
    }
  return FALSE;
}

const char *
ffb_table_dialog_get_sentence (FfbTableDialog *self)
{
  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), NULL);
  return gtk_label_get_text (self->sentence_label);
}

const char *
ffb_table_dialog_get_details (FfbTableDialog *self)
{
  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), NULL);
  return gtk_label_get_text (self->details_label);
}

const char *
ffb_table_dialog_get_refusal (FfbTableDialog *self)
{
  g_return_val_if_fail (FFB_IS_TABLE_DIALOG (self), NULL);
  return self->refusal;
}
