//! The project's own CUDA rule checker (issue 5). Placeholder until the checker lands.
