/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-record-row.c: a row that holds the record it stands for (see ffb-record-row.h). */
#include "ffb-record-row.h"

#include "ffb-controls.h"
#include "ffb-enum-types.h"

struct _FfbRecordRow
{
  AdwActionRow parent_instance;

  char *record_id;
  FfbSide side;
};

G_DEFINE_FINAL_TYPE (FfbRecordRow, ffb_record_row, ADW_TYPE_ACTION_ROW)

enum { PROP_0, PROP_RECORD_ID, PROP_SIDE, N_PROPS };
static GParamSpec *pspecs[N_PROPS];

GtkWidget *
ffb_record_row_new (const char *title, const char *subtitle, GtkWidget *suffix,
                    const char *record_id, FfbSide side)
{
  GtkWidget *row = g_object_new (FFB_TYPE_RECORD_ROW, "record-id", record_id, "side", side,
                                 NULL);

  ffb_ui_row_fill (row, title, subtitle, suffix);
  return row;
}

FfbRecordRow *
ffb_record_row_of (GtkWidget *widget)
{
  GtkWidget *row;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  row = gtk_widget_get_ancestor (widget, FFB_TYPE_RECORD_ROW);
  return row != NULL ? FFB_RECORD_ROW (row) : NULL;
}

const char *
ffb_record_row_get_record_id (FfbRecordRow *self)
{
  g_return_val_if_fail (FFB_IS_RECORD_ROW (self), NULL);
  return self->record_id;
}

FfbSide
ffb_record_row_get_side (FfbRecordRow *self)
{
  g_return_val_if_fail (FFB_IS_RECORD_ROW (self), FFB_SIDE_UNION);
  return self->side;
}

static void
ffb_record_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbRecordRow *self = FFB_RECORD_ROW (object);

  switch (prop_id)
    {
    case PROP_RECORD_ID:
      g_value_set_string (value, self->record_id);
      break;
    case PROP_SIDE:
      g_value_set_enum (value, self->side);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Both are construct-only: a row stands for one record for its whole life. */
static void
ffb_record_row_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  FfbRecordRow *self = FFB_RECORD_ROW (object);

  switch (prop_id)
    {
    case PROP_RECORD_ID:
      self->record_id = g_value_dup_string (value);
      break;
    case PROP_SIDE:
      self->side = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_record_row_finalize (GObject *object)
{
  g_free (FFB_RECORD_ROW (object)->record_id);
  G_OBJECT_CLASS (ffb_record_row_parent_class)->finalize (object);
}

static void
ffb_record_row_class_init (FfbRecordRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ffb_record_row_finalize;
  object_class->get_property = ffb_record_row_get_property;
  object_class->set_property = ffb_record_row_set_property;
  pspecs[PROP_RECORD_ID] = g_param_spec_string ("record-id", NULL, NULL, NULL,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                | G_PARAM_STATIC_STRINGS);
  pspecs[PROP_SIDE] = g_param_spec_enum ("side", NULL, NULL, FFB_TYPE_SIDE, FFB_SIDE_UNION,
                                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, pspecs);
}

static void
ffb_record_row_init (FfbRecordRow *self)
{
}
