/* placeholder: being written */
#include "ffb-export.h"
