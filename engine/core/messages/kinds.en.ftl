# The names of the step kinds every game can give (engine.core.kinds.COMMON_KINDS), in English,
# as the site shows them beside a step (engine.core.describe). A game names its own kinds in
# engine/<game>/messages/kinds.<lang>.ftl.

kind-loop = the run is stopped
