"""Grounded answers: retrieval units, indexes, the Cohere client and the answer writer.

Only ``cohere_client`` imports ``cohere``; everything else runs offline.
"""
