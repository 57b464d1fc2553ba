/* placeholder: being written */
#include "ffb-rules.h"
